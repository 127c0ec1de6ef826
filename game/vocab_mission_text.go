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

// The effects of a mission's text, and of an event played on one, are
// modifiers (vocab_modifiers.go) like any other: to this-mission (the mission
// itself, or the one the event is on), to each opponent's mission
// (in-play, whose: opponent, of: mission) or to the cards its controller
// plays (your-plays); while the mission is completed (mission-completed)
// or attempted aboard a big ship (attempted-aboard-big-ship). Their
// effects read here:
//
//	points      the mission is worth more when completed
//	req_plus    its attribute requirements are raised ("highest-weapons-here")
//	cost        each card played costs more (negative: less)
//	substitute  (to: this-mission) its requirements and those of the
//	            dilemmas faced there may be met with another attribute's
//	            total (Warrior's Birthright)

// ReqPlusWeaponsAt: the highest Weapons among the source controller's
// staffed ships at the mission raised.
const ReqPlusWeaponsAt = "highest-weapons-here"

// prepareMission checks the mission effects of m and notes them.
func (m *Modifier) prepareMission() error {
	switch m.ReqPlus {
	case "", ReqPlusWeaponsAt:
	default:
		return fmt.Errorf("unknown requirement increase %q", m.ReqPlus)
	}
	if (m.To == ToYourPlays) != (m.Cost != 0) {
		return errors.New("cost belongs to your-plays, and your-plays needs a cost")
	}
	if m.To == ToYourPlays && m.effects != 0 {
		return errors.New("your-plays changes only what cards cost")
	}
	if m.Points != 0 || m.ReqPlus != "" {
		m.effects |= fxMission
	}
	if err := m.prepareAsFacing(); err != nil {
		return err
	}
	if err := m.prepareDilemmaCostHere(); err != nil {
		return err
	}
	if m.Cost != 0 {
		m.effects |= fxPlayCost
	}
	return nil
}

// missionModWords words the mission effects of m for one card.
func missionModWords(m *Modifier) []string {
	var parts []string
	if m.Points != 0 {
		parts = append(parts, fmt.Sprintf("worth %+d points", m.Points))
	}
	if m.ReqPlus == ReqPlusWeaponsAt {
		parts = append(parts, "attribute requirements raised by the highest Weapons among your staffed ships there")
	}
	if m.Cost != 0 {
		parts = append(parts, fmt.Sprintf("cost %+d", m.Cost))
	}
	if m.DilemmaCost != 0 {
		parts = append(parts, dilemmaCostHereWords(m.DilemmaCost))
	}
	if m.AsFacing != nil {
		parts = append(parts, asFacingWords(m.AsFacing))
	}
	return parts
}

// missionPoints is what completing the attempted mission scores now: its
// points and what text adds (Rulings: Mission Value Changes).
func (g *Game) missionPoints(a *attempt) int {
	pts := g.cards[a.mission].Card.Points + a.worth // vocab_completion_points.go
	g.eachModifierWhere(a.mission, fxMission, layerAll, nil, func(_ int, m *Modifier, k int) {
		pts += m.Points * k
	})
	return max(0, pts) // Glossary: modifications, 5) Zero
}

// costModifiers is how much less p pays to play c, by the your-plays
// modifiers of the cards p commands (Rulebook: Paying costs — a cost
// modification applies only while the card is being played).
func (g *Game) costModifiers(p Player, c *Inst) int {
	n := 0
	if h := g.heldCosts(p); h != nil { // found once for every card (holdCosts)
		for k := range h.yours {
			if o := &h.yours[k]; o.of.MatchesCard(c.Card) {
				if a, ok := g.yourPlays(o); ok {
					n += a
				}
			}
		}
		return n
	}
	g.eachYourPlaysMod(p, func(src int, m *Modifier) {
		if m.Of.MatchesCard(c.Card) && g.condsHold(src, m.While) {
			n -= m.Cost * g.amount(src, m)
		}
	})
	return n
}

// eachYourPlaysMod calls f with each "your plays cost" modifier of the
// active cards p commands, and its source.
func (g *Game) eachYourPlaysMod(p Player, f func(src int, m *Modifier)) {
	srcs, found := g.sourcesOf(fxPlayCost)
	for _, src := range srcs {
		s := g.cards[src]
		if s.Controller != p || (!found && (s.Card.modEffects&fxPlayCost == 0 || !g.activeSource(src))) {
			continue
		}
		for i := range s.Card.Modifiers {
			if m := &s.Card.Modifiers[i]; m.rel == relYourPlays {
				f(src, m)
			}
		}
	}
}

// groupSubstitute lists the attributes the personnel attempting a's
// mission may meet requirements for with another attribute's total:
// substitutes of their own player's text reaching the mission (index as
// in Stats.Using: 1 + the attribute used; 0 none).
func (g *Game) groupSubstitute(a *attempt) (using [3]uint8) {
	g.eachModifierWhere(a.mission, fxStats, layerAll, nil, func(src int, m *Modifier, _ int) {
		if s := m.Substitute; s != nil && g.cards[src].Controller == a.player {
			for _, f := range s.For {
				using[attrIndex(f)] = uint8(attrIndex(s.With) + 1)
			}
		}
	})
	return using
}

// reqPlus is how much the attribute requirements of a's mission are
// raised by the opponent's text.
func (g *Game) reqPlus(a *attempt) int {
	n := a.raiseMission + g.timedReqAttrPlus(a.mission) // vocab_raise_mission.go, vocab_raise_mission_timed.go
	g.eachModifierWhere(a.mission, fxMission, layerAll, nil, func(src int, m *Modifier, _ int) {
		owner := g.cards[src].Controller
		if owner == a.player || m.ReqPlus != ReqPlusWeaponsAt {
			return
		}
		best := 0
		for _, s := range g.cards[a.mission].Ships {
			if sc := g.cards[s]; sc.Controller == owner && g.considers(owner, s) && g.staffed(s) {
				best = max(best, g.shipWeapons(s))
			}
		}
		n += best
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

// Mission verbs.
const (
	DoRestoreRange     = "restore-range"      // your ships at this mission regain the Range used this turn
	DoPlaceFromDiscard = "place-from-discard" // personnel from your discard pile to a headquarters
)

func init() { registerVerbs(missionVerbs()) }

func missionVerbs() map[string]verb {
	return map[string]verb{
		DoRestoreRange: {
			doc:    "restore the Range your ships at this mission (to: all: each of your ships; to: involved: those the trigger names as involved, possible whatever they used) used this turn",
			fields: "to",
			validate: func(s *Step) error {
				if s.To != "" && s.To != restoreAllShips && s.To != ToInvolved {
					return fmt.Errorf("to must be %s, %s or absent, not %q", restoreAllShips, ToInvolved, s.To)
				}
				return nil
			},
			text: func(s Step) string {
				switch s.To {
				case restoreAllShips:
					return "restore all Range each of your ships used this turn"
				case ToInvolved:
					return "give those ships back all the Range they spent this turn"
				}
				return "restore all Range your ships at this mission used this turn"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				if s.To == ToInvolved { // a part of a larger text: a ship that has not moved loses nothing
					return len(g.rangeShips(ctx, s)) > 0
				}
				return slices.ContainsFunc(g.rangeShips(ctx, s), func(sh int) bool { return g.cards[sh].RangeUsed > 0 })
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				for _, sh := range g.rangeShips(ctx, &s) {
					if g.cards[sh].RangeUsed > 0 {
						g.cards[sh].RangeUsed = 0
						g.changed(sh) // rules_loops_cards.go
						g.emit(Event{Kind: "range", Player: ctx.p, Cards: g.one(sh), Text: fmt.Sprintf("%s: %s has its full Range again.", g.ref(ctx.src), g.ref(sh))})
					}
				}
			},
		},
		DoPlaceFromDiscard: {
			doc:    "place any number of personnel matching filter from your discard pile, of total cost amount or less, at a headquarters of yours where they could be played",
			fields: "amount filter",
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
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.discardPlaceable(ctx.p, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.placeFromDiscard(ctx, s) },
		},
	}
}

// restoreAllShips: restore-range reaches each ship its player commands,
// wherever it is (Honor the Fallen, 17V047).
const restoreAllShips = "all"

// rangeShips lists the ships a restore-range step reaches.
func (g *Game) rangeShips(ctx fxCtx, s *Step) []int {
	if s.To == ToInvolved {
		return g.involvedOf(ctx, Ship) // vocab_engagement_ended.go
	}
	if s.To != restoreAllShips {
		return g.yourShipsAt(ctx)
	}
	var out []int
	for _, c := range g.cards[1:] {
		if c.Card.Type == Ship && c.Zone.InPlay() && c.Controller == ctx.p {
			out = append(out, c.ID)
		}
	}
	return out
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
func (g *Game) discardPlaceable(p Player, s *Step) []int {
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
			g.changed(id) // rules_loops_cards.go
			g.place(id, ZSurface, m)
			g.cards[id].Controller = p
			g.changed(id) // rules_loops_cards.go
		}
		g.emit(Event{Kind: "place", Player: p, Cards: slices.Clone(picked), Text: fmt.Sprintf("%s places %s from the discard pile at %s.", g.players[p].Name, g.shownAll(picked), g.ref(m))})
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
		for _, id := range g.discardPlaceable(p, &s) {
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
