package game

import (
	"errors"
	"fmt"
	"slices"
)

// Missions' game text: continuous effects of a mission (or of an event
// played on one) on points, costs and requirements; the counts scoring
// and drawing go by; restoring Range; placing personnel from the discard
// pile; combats that must involve certain personnel.

// MissionMod is a continuous effect of a mission or of an event played
// on a mission, part of a Modifier:
//
//	to: this-mission       Points (worth more), StrengthFor (Integrity and
//	                       Cunning requirements here met with Strength)
//	to: your-plays         Cost added to the cards matching Of you play
//	to: opponent-missions  ReqPlus raises the attribute requirements of
//	                       each opponent's mission
//
// While: "" (always), "completed" (this mission is completed),
// "attempting-aboard-big-ship" (your personnel attempt this mission aboard
// a ship with a printed attribute above 8).
type MissionMod struct {
	Points      int     `yaml:"points,omitempty" json:"points,omitempty"`
	Cost        int     `yaml:"cost,omitempty" json:"cost,omitempty"`
	Of          *Filter `yaml:"of,omitempty" json:"of,omitempty"`
	ReqPlus     string  `yaml:"req_plus,omitempty" json:"req_plus,omitempty"`
	StrengthFor bool    `yaml:"strength_for,omitempty" json:"strength_for,omitempty"`
}

// Mission modifier targets, conditions and requirement increases.
const (
	ToThisMission      = "this-mission"
	ToYourPlays        = "your-plays"
	ToOpponentMissions = "opponent-missions"

	WhileCompleted   = "completed"
	WhileBigShip     = "attempting-aboard-big-ship"
	ReqPlusWeaponsAt = "highest-weapons-here" // the highest Weapons among your staffed ships at that mission
)

// validateMissionMod checks a modifier whose target is one of a mission's.
func (m *Modifier) validateMissionMod() error {
	switch m.To {
	case ToThisMission, ToYourPlays, ToOpponentMissions:
	default:
		return fmt.Errorf("unknown target %q", m.To)
	}
	switch m.While {
	case "", WhileCompleted, WhileBigShip:
	default:
		return fmt.Errorf("unknown condition %q for a mission", m.While)
	}
	switch m.ReqPlus {
	case "", ReqPlusWeaponsAt:
	default:
		return fmt.Errorf("unknown requirement increase %q", m.ReqPlus)
	}
	if m.To == ToYourPlays && (m.Of == nil || m.Cost == 0) {
		return errors.New("your-plays needs of and cost")
	}
	return m.Of.validate()
}

// missionModText words a mission's modifier.
func missionModText(m Modifier) string {
	var t string
	switch m.To {
	case ToThisMission:
		switch {
		case m.Points != 0:
			t = fmt.Sprintf("This mission is worth %+d points", m.Points)
		case m.StrengthFor:
			t = "At this mission you may meet Integrity and Cunning requirements (its own and those of each dilemma you face here) with Strength instead"
		}
	case ToYourPlays:
		t = fmt.Sprintf("Each %s you play costs %+d", m.Of.Text("card"), m.Cost)
	case ToOpponentMissions:
		t = "The attribute requirements of each opponent's mission are raised by the highest Weapons among your staffed ships at that mission"
	}
	switch m.While {
	case WhileCompleted:
		t += ", while you have completed this mission"
	case WhileBigShip:
		t += ", while your personnel attempt it aboard a ship with a printed attribute above 8"
	}
	return t + "."
}

// missionModSources calls fn for every mission modifier in play: on
// missions, and on events played on a mission, with the mission it is
// at.
func (g *Game) missionModSources(fn func(src, mission int, m *Modifier)) {
	for p := range 2 {
		for _, mid := range g.players[p].Missions {
			mc := g.cards[mid]
			for i := range mc.Card.Modifiers {
				fn(mid, mid, &mc.Card.Modifiers[i])
			}
			for _, x := range mc.On {
				if xc := g.cards[x]; xc.Zone == ZPlayedOn {
					for i := range xc.Card.Modifiers {
						fn(x, mid, &xc.Card.Modifiers[i])
					}
				}
			}
		}
	}
}

// missionModHolds reports whether m's condition holds for its source at
// mission.
func (g *Game) missionModHolds(src, mission int, m *Modifier) bool {
	switch m.While {
	case WhileCompleted:
		return g.cards[mission].Completed
	case WhileBigShip:
		a := g.attempt
		if a == nil || a.mission != mission || a.player != g.cards[src].Controller {
			return false
		}
		for _, s := range a.ships {
			c := g.cards[s].Card
			if c.Range > 8 || c.Weapons > 8 || c.Shields > 8 {
				return true
			}
		}
		return false
	}
	return true
}

// missionPoints is what completing the attempted mission scores now: its
// points and what its text adds (Rulings: Mission Value Changes).
func (g *Game) missionPoints(a *attempt) int {
	pts := g.cards[a.mission].Card.Points
	g.missionModSources(func(src, mission int, m *Modifier) {
		if m.To == ToThisMission && mission == a.mission && m.Points != 0 && g.missionModHolds(src, mission, m) {
			pts += m.Points
		}
	})
	return pts
}

// costModifiers is how much less p pays to play c, by the cost modifiers
// of the missions and events p commands (Rulebook: Paying costs — a cost
// modification applies only while the card is being played).
func (g *Game) costModifiers(p Player, c *Inst) int {
	n := 0
	g.missionModSources(func(src, mission int, m *Modifier) {
		if m.To == ToYourPlays && g.cards[src].Controller == p && g.commandsMission(p, mission) &&
			m.Of.MatchesCard(c.Card) && g.missionModHolds(src, mission, m) {
			n -= m.Cost
		}
	})
	return n
}

// strengthForHere reports whether the attempting player may meet
// Integrity and Cunning requirements at a's mission with Strength.
func (g *Game) strengthForHere(a *attempt) bool {
	ok := false
	g.missionModSources(func(src, mission int, m *Modifier) {
		ok = ok || (m.StrengthFor && mission == a.mission && g.cards[src].Controller == a.player && g.missionModHolds(src, mission, m))
	})
	return ok
}

// reqPlus is how much the attribute requirements of a's mission are
// raised by the opponent's text.
func (g *Game) reqPlus(a *attempt) int {
	n := 0
	g.missionModSources(func(src, mission int, m *Modifier) {
		owner := g.cards[src].Controller
		if m.To != ToOpponentMissions || owner == a.player || !g.missionModHolds(src, mission, m) {
			return
		}
		if m.ReqPlus == ReqPlusWeaponsAt {
			best := 0
			for _, s := range g.cards[a.mission].Ships {
				if sc := g.cards[s]; sc.Controller == owner && g.considers(owner, s) && g.staffed(s) {
					best = max(best, g.shipWeapons(s))
				}
			}
			n += best
		}
	})
	return n
}

// missionReqCtx is what a's mission requirements are checked against:
// the attempt's context with the opponent's increases.
func (g *Game) missionReqCtx(a *attempt) *ReqCtx {
	ctx := g.reqCtx(a)
	ctx.AttrPlus = g.reqPlus(a)
	return ctx
}

// Counts a draw or a score goes by (Step.Per).
const (
	PerStaffedShipHere = "staffed-ship-here" // each of your staffed ships at this mission
	PerFreeMission     = "free-mission"      // each mission you command matching Filter with no opponent's ship at it
)

func validPer(per string) error {
	switch per {
	case "", PerStaffedShipHere, PerFreeMission:
		return nil
	}
	return fmt.Errorf("unknown count %q", per)
}

func perText(s Step) string {
	switch s.Per {
	case PerStaffedShipHere:
		return "staffed ship you command at this mission"
	case PerFreeMission:
		return s.Filter.Text("mission") + " you command with no opponent's ship at it"
	}
	return ""
}

// perCount is what a step's Per counts now for ctx.p (1 with no Per).
func (g *Game) perCount(ctx fxCtx, s Step) int {
	p := ctx.p
	switch s.Per {
	case PerStaffedShipHere:
		if ctx.mission == 0 {
			return 0
		}
		n := 0
		for _, sh := range g.cards[ctx.mission].Ships {
			if g.cards[sh].Controller == p && g.considers(p, sh) && g.staffed(sh) {
				n++
			}
		}
		return n
	case PerFreeMission:
		n := 0
		for _, m := range g.players[p].Missions {
			mc := g.cards[m]
			if !g.commandsMission(p, m) || !s.Filter.MatchesCard(mc.Card) {
				continue
			}
			if !slices.ContainsFunc(mc.Ships, func(sh int) bool { return g.cards[sh].Controller != p && g.considers(p, sh) }) {
				n++
			}
		}
		return n
	}
	return 1
}

// Mission verbs.
const (
	DoRestoreRange     = "restore-range"      // your ships at this mission regain the Range used this turn
	DoPlaceFromDiscard = "place-from-discard" // personnel from your discard pile to a headquarters
)

var missionVerbs = map[string]verb{
	DoRestoreRange: {
		text: func(Step) string { return "restore all Range your ships at this mission used this turn" },
		possible: func(g *Game, ctx fxCtx, s Step) bool {
			return slices.ContainsFunc(g.yourShipsAt(ctx), func(sh int) bool { return g.cards[sh].RangeUsed > 0 })
		},
		run: func(g *Game, ctx fxCtx, s Step) {
			for _, sh := range g.yourShipsAt(ctx) {
				if g.cards[sh].RangeUsed > 0 {
					g.cards[sh].RangeUsed = 0
					g.emit(Event{Kind: "range", Player: ctx.p, Cards: []int{sh}, Text: fmt.Sprintf("%s: %s has its full Range again.", g.cardName(ctx.src), g.cardName(sh))})
				}
			}
		},
	},
	DoPlaceFromDiscard: {
		validate: func(s *Step) error {
			if err := positiveAmount(s); err != nil {
				return err
			}
			return s.Filter.validate()
		},
		text: func(s Step) string {
			return fmt.Sprintf("place any number of %s from your discard pile with a total cost of %d or less at a headquarters mission of yours where they could all be played",
				s.Filter.Text("personnel"), s.Amount)
		},
		possible: func(g *Game, ctx fxCtx, s Step) bool { return len(g.discardPlaceable(ctx.p, s)) > 0 },
		run:      func(g *Game, ctx fxCtx, s Step) { g.placeFromDiscard(ctx, s) },
	},
}

// yourShipsAt lists ctx.p's ships at the mission the text is about.
func (g *Game) yourShipsAt(ctx fxCtx) []int {
	m := g.stopMission(ctx)
	if m == 0 {
		return nil
	}
	var out []int
	for _, sh := range g.cards[m].Ships {
		if g.cards[sh].Controller == ctx.p {
			out = append(out, sh)
		}
	}
	return out
}

// hqSites lists the headquarters missions p commands where card c could
// be played.
func (g *Game) hqSites(p Player, c *Card) []int {
	var out []int
	for _, m := range g.players[p].Missions {
		if mc := g.cards[m]; mc.Card.IsHQ() && mc.Card.AllowsPlay(c) && g.commandsMission(p, m) {
			out = append(out, m)
		}
	}
	return out
}

// discardPlaceable lists the personnel in p's discard pile a
// place-from-discard step may take on its own: matching, within the
// total cost, somewhere to go, not a copy of a unique card p commands.
func (g *Game) discardPlaceable(p Player, s Step) []int {
	var out []int
	for _, id := range g.players[p].Discard {
		c := g.cards[id].Card
		if c.Type == Personnel && s.Filter.MatchesCard(c) && c.CostValue() <= s.Amount &&
			!(c.Unique && g.commandsCopy(p, c)) && len(g.hqSites(p, c)) > 0 {
			out = append(out, id)
		}
	}
	return out
}

// placeFromDiscard: p picks personnel from the discard pile one at a
// time, each offered only while it fits — within the total cost left,
// never a second copy of a unique title, with one headquarters mission
// where all picked could be played — then places them all there
// (Rulings: Kira Nerys and Multiple HQs). Placing is not playing
// (Glossary: play and place).
func (g *Game) placeFromDiscard(ctx fxCtx, s Step) {
	p := ctx.p
	var picked []int
	common := func(ids []int) []int {
		var sites []int
		for i, id := range ids {
			here := g.hqSites(p, g.cards[id].Card)
			if i == 0 {
				sites = here
				continue
			}
			sites = slices.DeleteFunc(sites, func(m int) bool { return !slices.Contains(here, m) })
		}
		return sites
	}
	put := func(m int) {
		for _, id := range picked {
			g.cards[id].Controller = p
			g.place(id, ZSurface, m)
			g.cards[id].Controller = p
		}
		g.emit(Event{Kind: "place", Player: p, Cards: slices.Clone(picked), Text: fmt.Sprintf("%s places %s from the discard pile at %s.", g.players[p].Name, g.names(picked), g.cardName(m))})
	}
	finish := func() {
		if len(picked) == 0 {
			return
		}
		sites := common(picked)
		if len(sites) == 1 {
			put(sites[0])
			return
		}
		var acts []action
		for _, m := range sites {
			m := m
			acts = append(acts, action{Option{Label: "At " + g.cardName(m), Action: ActPick, Card: m}, func() { put(m) }})
		}
		g.offer(p, KindSelect, "Place them at which headquarters?", acts)
	}
	var next func()
	next = func() {
		spent, titles := 0, map[string]bool{}
		for _, id := range picked {
			spent += g.cards[id].Card.CostValue()
			titles[g.cards[id].Card.titleKey] = true
		}
		acts := []action{{Option{Label: "Done", Action: ActEnd}, finish}}
		for _, id := range g.discardPlaceable(p, s) {
			c := g.cards[id].Card
			if slices.Contains(picked, id) || spent+c.CostValue() > s.Amount || titles[c.titleKey] || len(common(append(slices.Clone(picked), id))) == 0 {
				continue
			}
			id := id
			acts = append(acts, action{Option{Label: fmt.Sprintf("%s (cost %d)", g.cardName(id), c.CostValue()), Action: ActPick, Card: id}, func() {
				picked = append(picked, id)
				next()
			}})
		}
		if len(acts) == 1 {
			finish()
			return
		}
		g.offer(p, KindSelect, fmt.Sprintf("%s: place which personnel from your discard pile? (%d of %d cost left)", g.cardName(ctx.src), s.Amount-spent, s.Amount), acts)
	}
	next()
}

// combatStartsWith lists the places p could begin a combat involving p's
// personnel matching f (Rulebook: Combat — a card may require a certain
// characteristic to begin it).
func (g *Game) combatStartsWith(p Player, f *Filter) [][]int {
	places := g.combatStarts(p)
	if f == nil {
		return places
	}
	var out [][]int
	for _, grp := range places {
		if slices.ContainsFunc(grp, func(id int) bool {
			c := g.cards[id]
			return c.Card.Type == Personnel && c.Controller == p && g.considers(p, id) && g.matches(f, id)
		}) {
			out = append(out, grp)
		}
	}
	return out
}
