package game

import (
	"fmt"
	"math"
	"slices"
)

// What dilemmas pick and move beyond the selection family of
// vocab_dilemma_select.go: what a selection picks among (events you command),
// only those with the most of something ("skill dots": listed skills),
// those related to a card the dilemma singled out; and the verbs that move
// or change the picked personnel: they cannot use their skills, they go to
// a planet, one is replaced from the discard pile, a ship is placed
// elsewhere, a card is returned to hand.

// What a selection may pick among, and of whom only those with the most.
const (
	AmongYourEvents = "your-events" // the events the facing player commands
	MostSkillDots   = "skill-dots"  // listed skills, one dot each
	// The other way round: only those with the fewest skill dots, or the
	// lowest total of Integrity, Cunning and Strength as they are now
	// (Dramatis Personae, 33V002, kills one of them).
	FewestSkillDots = "fewest-skill-dots"
	LowestAttrs     = "lowest-attributes"
)

// mostWords words a Most measure after the personnel it picks among.
func mostWords(m string) string {
	switch m {
	case MostSkillDots:
		return " among those with the most skill dots"
	case FewestSkillDots:
		return " among those with the fewest skill dots"
	case LowestAttrs:
		return " among those with the lowest total attributes"
	}
	return ""
}

// Relation ties a selection to a card the dilemma singled out (To:
// "selected", the last selection; "paid", the card the last cost paid
// with): Same "affiliation" or "skill" (at least one skill in common), or
// CostAbove (a printed cost greater than that card's).
type Relation struct {
	Same      string `yaml:"same,omitempty" json:"same,omitempty"`
	CostAbove bool   `yaml:"cost_above,omitempty" json:"cost_above,omitempty"`
	To        string `yaml:"to" json:"to"`
}

func (r *Relation) validate() error {
	if r == nil {
		return nil
	}
	switch r.To {
	case "selected", "paid":
	default:
		return fmt.Errorf("related: to must be selected or paid, not %q", r.To)
	}
	switch r.Same {
	case "", "affiliation", "skill":
	default:
		return fmt.Errorf("related: same must be affiliation or skill, not %q", r.Same)
	}
	if (r.Same == "") == !r.CostAbove {
		return fmt.Errorf("related: needs one of same and cost_above")
	}
	return nil
}

func (r *Relation) text() string {
	of := "the selected card"
	if r.To == "paid" {
		of = "the card paid with"
	}
	switch {
	case r.Same == "affiliation":
		return " of the same affiliation as " + of
	case r.Same == "skill":
		return " sharing a skill with " + of
	}
	return " whose cost is greater than that of " + of
}

// selectAllows reports whether a selection (or "all") of s may include
// card id: Filter and Related. s by pointer: a Step is 664 bytes, and
// it was copied for each personnel asked.
func (g *Game) selectAllows(s *Step, id int) bool {
	return g.matches(s.Filter, id) && (s.Related == nil || g.relatedOK(s.Related, id))
}

// relatedOK checks card id against the card the relation refers to. With
// no such card, nothing shares its affiliation or skills, and its cost
// counts as zero (Ruling: Dilemmas With Conditional Requirements).
func (g *Game) relatedOK(r *Relation, id int) bool {
	a := g.attempt
	ref := 0
	switch r.To {
	case "selected":
		if len(a.selected) > 0 {
			ref = a.selected[0]
		}
	case "paid":
		if len(a.special.paid) > 0 {
			ref = a.special.paid[0]
		}
	}
	c := g.cards[id]
	if r.CostAbove {
		refCost := 0
		if ref != 0 {
			refCost = g.cards[ref].Card.CostValue()
		}
		return c.Card.CostValue() > refCost
	}
	if ref == 0 {
		return false
	}
	switch r.Same {
	case "affiliation":
		return g.affiliation(id) == g.cards[ref].Card.Affiliation
	case "skill":
		mine, theirs := g.skillsNow(id), g.skillsNow(ref)
		for i := range mine {
			if mine[i] > 0 && theirs[i] > 0 {
				return true
			}
		}
	}
	return false
}

// skillsNow: a personnel's skills as they are now in play, or as printed
// elsewhere.
func (g *Game) skillsNow(id int) SkillSet {
	c := g.cards[id]
	if c.Card.Type == Personnel && c.Zone.InPlay() {
		return g.stats(id).Skills
	}
	return c.Card.printedSkills
}

// amongCandidates lists what a selection picks from other than the facing
// personnel: the facing player's events in play ("an event you command").
func (g *Game) amongCandidates(s *Step) []int {
	a := g.attempt
	var out []int
	switch s.Among {
	case AmongYourEvents:
		for _, id := range g.players[a.player].Core {
			if c := g.cards[id]; c.Card.Type == EventCard && c.Controller == a.player && !g.resolvingInCore(id) && g.selectAllows(s, id) {
				out = append(out, id)
			}
		}
	}
	return out
}

// mostOf keeps, of ids, those with the most of s.Most; ties are all kept
// for the chooser (Glossary: selections). Skill dots are listed skills:
// one per skill printed, whatever its level; gained skills have none.
func (g *Game) mostOf(s *Step, ids []int) []int {
	if s.Most == "" || len(ids) == 0 {
		return ids
	}
	measure := func(id int) int { return len(g.cards[id].Card.Skills) }
	switch s.Most {
	case FewestSkillDots: // the fewest is the most of the negated count
		measure = func(id int) int { return -len(g.cards[id].Card.Skills) }
	case LowestAttrs:
		measure = func(id int) int {
			st := g.stats(id)
			return -(st.Integrity + st.Cunning + st.Strength)
		}
	}
	best := math.MinInt
	for _, id := range ids {
		best = max(best, measure(id))
	}
	var out []int
	for _, id := range ids {
		if measure(id) == best {
			out = append(out, id)
		}
	}
	return out
}

// skillsBlocked reports whether personnel id cannot use its skills now.
func (g *Game) skillsBlocked(id int) bool {
	for i := range g.turnFx {
		if g.turnFx[i].noSkills && slices.Contains(g.turnFx[i].targets, id) {
			return true
		}
	}
	return false
}

// Verbs on the picked.
const (
	DoNoSkills      = "cannot-use-skills"
	DoPlaceSelected = "place-selected"
	DoReplace       = "replace-from-discard"
	DoPlaceShipAt   = "place-ship"
	DoReturnCard    = "return-card"
)

func init() { registerVerbs(pickedVerbs()) }

// pickedVerbs: verbs on the personnel a dilemma picked.
func pickedVerbs() map[string]verb {
	return map[string]verb{
		// cannot-use-skills: the selected personnel (To: selected), or every
		// facing personnel matching Filter, cannot use their skills while
		// facing this dilemma. A continuous effect, not an action (Glossary –
		// attempting missions, 3.i).
		DoNoSkills: {
			doc:         "the selected personnel (to: selected), or every facing personnel matching filter, cannot use their skills while facing this dilemma",
			fields:      "filter to",
			dilemmaOnly: true,
			validate: func(s *Step) error {
				if s.To != "" && s.To != "selected" {
					return fmt.Errorf("to must be selected or empty, not %q", s.To)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				if s.To == "selected" {
					return "the selected personnel cannot use their skills while facing this dilemma"
				}
				return "each " + s.Filter.Text("personnel") + " facing it cannot use their skills while facing this dilemma"
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.blockSkills(s) },
		},
		// place-selected: the performer (Player) places the selected
		// personnel on a planet mission in the same quadrant as this mission
		// (To: planet-same-quadrant), one it chooses, anyone's.
		DoPlaceSelected: {
			doc:         "the performer places the selected personnel on a planet mission in this mission's quadrant",
			fields:      "to",
			dilemmaOnly: true,
			validate: func(s *Step) error {
				if s.To != "planet-same-quadrant" {
					return fmt.Errorf("to must be planet-same-quadrant, not %q", s.To)
				}
				if s.By != "" {
					return fmt.Errorf("who places them is player, not by")
				}
				return nil
			},
			text: func(s Step) string {
				return "place the selected personnel on a planet mission in this mission's quadrant"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return g.planetInQuadrant() },
			run:      func(g *Game, ctx fxCtx, s Step) { g.placeSelectedOnPlanet(ctx) },
		},
		// replace-from-discard: the performer replaces the selected personnel
		// with a personnel from their discard pile related to it; the replaced
		// one goes to its owner's discard pile.
		DoReplace: {
			doc:         "the performer replaces the selected personnel with a related personnel from their discard pile (from: deck: from their draw deck, searched); the replaced one goes to its owner's discard pile (to: deck-top: on top of its owner's deck)",
			fields:      "related to from",
			paid:        specialPaid,
			dilemmaOnly: true,
			validate: func(s *Step) error {
				if err := validateReplacedTo(s); err != nil { // vocab_replace_to.go
					return err
				}
				if s.From != "" && s.From != ReplaceFromDeck {
					return fmt.Errorf("from must be %s or empty (the discard pile), not %q", ReplaceFromDeck, s.From)
				}
				return s.Related.validate()
			},
			text: func(s Step) string {
				rel := ""
				if s.Related != nil {
					rel = s.Related.text()
				}
				return "replace the selected personnel with a personnel from your " + replacePileWords(s.From) + rel + " (the replaced one " + replacedWords(s.To) + ")"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.replacements(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.replaceFromDiscard(ctx, s) },
		},
		// place-ship: the performer places a ship at this mission at one of the
		// facing player's planet missions (placing is not moving: no range,
		// no staffing).
		// With target, the missions are any in play (either player's)
		// the filter matches; with whose: your, the ship is one the
		// facing player commands; if_cannot follows when no ship can be
		// placed (vocab_place_ship_target.go).
		DoPlaceShipAt: {
			doc:         "the performer takes a ship from this mission to one of the facing player's planet missions, placed (target: at a mission in play the filter matches instead; whose: your, only the facing player's ship; if_cannot: what follows when none can be placed)",
			fields:      "target whose if_cannot",
			dilemmaOnly: true,
			validate:    validatePlaceShipAt,
			text:        placeShipAtText,
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				ships, planets := g.shipPlacements(ctx, s)
				return len(ships) > 0 && len(planets) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.placeShip(ctx, &s) },
		},
		// return-card: the performer returns one of its cards matching Filter
		// (From: this-mission, at this mission) to its owner's hand.
		DoReturnCard: {
			doc:         "the performer returns one of their cards matching filter (from: this-mission) to its owner's hand",
			fields:      "filter from",
			paid:        specialPaid,
			dilemmaOnly: true,
			undergoes:   OutToHand,
			validate: func(s *Step) error {
				if s.From != "" && s.From != "this-mission" {
					return fmt.Errorf("from must be this-mission or empty, not %q", s.From)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				t := "return " + article(s.Filter.Text("card")) + " " + s.Filter.Text("card")
				if s.From == "this-mission" {
					t += " at this mission"
				}
				return t + " to its owner's hand"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.returnable(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.returnCard(ctx, s) },
		},
	}
}

// blockSkills starts the "cannot use skills" effect until the end of the
// dilemma; its targets are fixed now (Ruling: One-Time Broadcast
// Abilities).
func (g *Game) blockSkills(s Step) {
	a := g.attempt
	var targets []int
	if s.To == "selected" {
		for _, id := range a.selected {
			if g.cards[id].Zone.InPlay() {
				targets = append(targets, id)
			}
		}
	} else {
		for _, id := range a.personnel {
			if g.matches(s.Filter, id) {
				targets = append(targets, id)
			}
		}
	}
	if len(targets) == 0 {
		return
	}
	g.turnFx = append(g.turnFx, timedEffect{source: a.dilemma, targets: targets, noSkills: true, until: "dilemma"})
	g.emitNamed(Event{Kind: "no-skills", Player: a.player, Cards: g.lists.clone(targets)}, func(name func(int) string) string {
		return fmt.Sprintf("%s cannot use their skills while facing %s.", namesWith(targets, name), name(a.dilemma))
	})
}

// planetsInQuadrant lists the planet missions (anyone's) in the attempted
// mission's quadrant.
func (g *Game) planetsInQuadrant(out []int) []int {
	a := g.attempt
	q := g.cards[a.mission].Card.Quadrant
	for _, m := range g.allMissions() {
		if c := g.cards[m].Card; c.MissionType == Planet && c.Quadrant == q && m != a.mission {
			out = append(out, m)
		}
	}
	return out
}

// planetInQuadrant reports whether there is one, without a list.
func (g *Game) planetInQuadrant() bool {
	var buf [8]int
	return len(g.planetsInQuadrant(buf[:0])) > 0
}

// placeSelectedOnPlanet has ctx.p pick a planet for the selected still
// in play. The options are plain functions of the planet (Option.Card)
// and of Game.dil.placing, the pending decision's: bots read no label,
// and a closure and a label per planet were most of what it allocated.
func (g *Game) placeSelectedOnPlanet(ctx fxCtx) {
	a := g.attempt
	who := g.lists.take(len(a.selected))[:0] // kept until the answer
	for _, id := range a.selected {
		if g.cards[id].Zone.InPlay() {
			who = append(who, id)
		}
	}
	var buf [8]int
	planets := g.planetsInQuadrant(buf[:0])
	if len(who) == 0 || len(planets) == 0 {
		return
	}
	acts := g.dil.acts[:0] // kept by offer until answered; placeOnPlanet reads nothing of it after
	for _, m := range planets {
		acts = append(acts, action{Option: Option{Action: ActPick, Card: m, label: placeOnLabel, apply: placeOnPlanet}})
	}
	g.dil.acts = acts
	g.dil.placing = placing{who: who, p: ctx.p, a: a}
	g.offerPrompted(ctx.p, KindSelect, "", placePrompt, acts)
}

// placing is what placeOnPlanet reads: the pending decision's.
type placing struct {
	who []int
	p   Player
	a   *attempt
}

func placeOnLabel(g *Game, o *Option) string {
	return fmt.Sprintf("Place them on %s (%s's)", g.cardName(o.Card), g.players[g.cards[o.Card].Controller].Name)
}

func placePrompt(g *Game) string {
	return fmt.Sprintf("%s: place the selected personnel on which planet mission?", g.cardName(g.dil.placing.a.dilemma))
}

// placeOnPlanet places the selected on the planet picked.
func placeOnPlanet(g *Game, o *Option) {
	m, pl := o.Card, g.dil.placing
	g.dil.placing = placing{}
	for _, id := range pl.who {
		g.place(id, ZSurface, m)
	}
	pl.a.acted = true
	if g.quiet {
		return // emitNamed keeps nothing: no list, no text
	}
	g.emitNamed(Event{Kind: "placed", Player: pl.p, Cards: append(slices.Clone(pl.who), m)}, func(name func(int) string) string {
		return fmt.Sprintf("%s places %s on %s.", g.players[pl.p].Name, namesWith(pl.who, name), name(m))
	})
}

// replacements lists the personnel in the performer's discard pile that
// may replace the selected one: related to it, and not a copy of a unique
// card the performer commands — the replaced card is still in play as it
// is replaced (Ruling: Replacing a Personnel).
func (g *Game) replacements(ctx fxCtx, s *Step) []int {
	a := g.attempt
	if a == nil || len(a.selected) == 0 || !g.cards[a.selected[0]].Zone.InPlay() {
		return nil
	}
	var out []int
	for _, id := range g.replacePile(ctx.p, s.From) {
		c := g.cards[id]
		if c.Card.Type != Personnel || (c.Card.Unique && g.commandsCopy(ctx.p, c.Card)) {
			continue
		}
		if s.Related == nil || g.relatedOK(s.Related, id) {
			out = append(out, id)
		}
	}
	return out
}

// replaceFromDiscard: the replacement takes the selected personnel's place
// — where it is, in the attempt, and in whatever was about to happen to it
// (Glossary: replace) — and the replaced one goes to its owner's discard
// pile.
func (g *Game) replaceFromDiscard(ctx fxCtx, s Step) {
	a := g.attempt
	pool := g.replacements(ctx, &s)
	if len(pool) == 0 {
		return
	}
	old := a.selected[0]
	do := func(rep int) {
		oc := g.cards[old]
		zone, where, stopped := oc.Zone, oc.Where, oc.Stopped
		g.place(rep, zone, where)
		rc := g.cards[rep]
		rc.Controller, rc.Stopped = ctx.p, stopped
		g.changed(rep)              // rules_loops_cards.go
		g.replacedLeaves(old, s.To) // vocab_replace_to.go
		swap := func(list []int) {
			if i := slices.Index(list, old); i >= 0 {
				list[i] = rep
			}
		}
		swap(a.personnel)
		swap(a.selected)
		swap(a.chosen)
		a.acted = true
		g.notePaid(ctx, []int{rep})
		g.emit(Event{Kind: "replace", Player: ctx.p, Cards: []int{old, rep},
			Text: fmt.Sprintf("%s replaces %s with %s from the %s; %s is %s.",
				g.players[ctx.p].Name, g.shown(old), g.shown(rep), replacePileWords(s.From), g.shown(old), replacedPast(s.To))}) // old was face up in play: its new place is no secret
	}
	var acts []action
	for _, id := range pool {
		id := id
		acts = append(acts, action{Option{Label: "Replace with " + g.cardName(id), Action: ActPick, Card: id}, func() { do(id) }})
	}
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: replace %s with which personnel from your %s?", g.cardName(a.dilemma), g.cardName(old), replacePileWords(s.From)), acts)
}

// shipPlacements lists the ships at the attempted mission the performer
// may move by text, and the facing player's planet missions they may go
// to.
func (g *Game) shipPlacements(ctx fxCtx, st *Step) (ships, planets []int) {
	a := g.attempt
	if a == nil {
		return nil, nil
	}
	for _, s := range g.cards[a.mission].Ships {
		if g.considers(ctx.p, s) && (st.Whose != WhoseYour || g.cards[s].Controller == a.player) {
			ships = append(ships, s)
		}
	}
	if st.Target != nil {
		return ships, g.placeShipTargets(st.Target)
	}
	for _, m := range g.players[a.player].Missions {
		if g.cards[m].Card.MissionType == Planet && m != a.mission && g.commandsMission(a.player, m) {
			planets = append(planets, m)
		}
	}
	return ships, planets
}

func (g *Game) placeShip(ctx fxCtx, st *Step) {
	a := g.attempt
	if st.Whose == WhoseYour {
		ctx = ctx.asPerformer(a.player) // "place your ship": the facing player does it
	}
	ships, planets := g.shipPlacements(ctx, st)
	if (len(ships) == 0 || len(planets) == 0) && len(st.IfCannot) > 0 {
		g.placeShipCannot(ctx, st)
		return
	}
	var acts []action
	for _, s := range ships {
		for _, m := range planets {
			s, m := s, m
			acts = append(acts, action{Option{Label: fmt.Sprintf("Place %s at %s", g.cardName(s), g.cardName(m)), Action: ActPick, Card: s, Target: m}, func() {
				from := g.cards[s].Where
				g.place(s, ZAtMission, m)
				a.acted = true
				g.emit(Event{Kind: "placed", Player: ctx.p, Cards: []int{s, m}, Text: fmt.Sprintf("%s places %s from %s at %s.",
					g.players[ctx.p].Name, g.ref(s), g.ref(from), g.ref(m))})
			}})
		}
	}
	if len(acts) > 0 {
		g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: place which ship at which %s?", g.cardName(a.dilemma), placeShipWhere(st)), acts)
	}
}

// returnable lists the performer's cards matching s.Filter it may return
// (at this mission, with From).
func (g *Game) returnable(ctx fxCtx, s *Step) []int {
	a := g.attempt
	var out []int
	for _, c := range g.cards[1:] {
		if !c.Zone.InPlay() || c.Zone == ZMission || c.Controller != ctx.p || !g.considers(ctx.p, c.ID) || !g.matches(s.Filter, c.ID) || !g.mayUndergo(s, c.ID) {
			continue
		}
		if s.From == "this-mission" && (a == nil || g.missionOf(c.ID) != a.mission) {
			continue
		}
		out = append(out, c.ID)
	}
	return out
}

func (g *Game) returnCard(ctx fxCtx, s Step) {
	pool := g.returnable(ctx, &s)
	back := func(id int) {
		g.leavePlay(id, ZHand)
		g.notePaid(ctx, []int{id})
		if a := g.attempt; a != nil {
			a.acted = true
		}
		g.emit(Event{Kind: "return-to-hand", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s returns %s to hand.", g.players[ctx.p].Name, g.ref(id))})
	}
	switch len(pool) {
	case 0:
		return
	case 1:
		back(pool[0])
		return
	}
	var acts []action
	for _, id := range pool {
		id := id
		acts = append(acts, action{Option{Label: "Return " + g.cardName(id), Action: ActPick, Card: id}, func() { back(id) }})
	}
	g.offer(ctx.p, KindSelect, "Return which card to hand?", acts)
}
