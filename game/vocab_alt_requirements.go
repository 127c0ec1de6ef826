package game

import (
	"fmt"
	"slices"
	"strings"
)

// Alternate mission requirements: a mission's text lets the personnel of
// some affiliations (or of any) attempt and complete it with other
// requirements than the printed ones (Extract Defector, 3U091; Obtain
// Vaccine, 7U050; some 26 missions of the pool).
//
// Rulebook: Checking mission requirements — requirements given by game
// text are the mission's requirements while an attempt uses them, so what
// adds to a mission's requirements adds to them too, and an attempt begun
// with them must be completed with them. Glossary: modifications, step 1 —
// which set of requirements is used is a free choice made first: the
// attempting player picks it as the attempt begins, when more than one
// set is open to the group. Ruling: Attempt and Complete — the
// affiliation the text asks for must be among the attempting personnel
// both as the attempt begins and when it would be completed.

// AltReq is one set of alternate requirements.
type AltReq struct {
	// By: the affiliations whose personnel may use them ("any": any).
	By []string `yaml:"by,omitempty" json:"by,omitempty"`
	// ByIcon, instead of By: the personnel showing this icon may use
	// them, whatever their affiliation ("your [AU] personnel": Identify
	// Temporal Disturbance, 28V021).
	ByIcon string `yaml:"by_icon,omitempty" json:"by_icon,omitempty"`
	// Req: the requirements, in the printed form.
	Req string `yaml:"req" json:"req"`
	req *Req
}

// validateAltReqs parses each set's requirements and checks its
// affiliations.
func validateAltReqs(alts []AltReq) error {
	for i := range alts {
		a := &alts[i]
		if a.ByIcon != "" {
			if len(a.By) > 0 {
				return fmt.Errorf("set %d: by and by_icon exclude each other", i+1)
			}
			if err := (&Filter{AllIcons: []string{a.ByIcon}}).validateIcons(); err != nil {
				return fmt.Errorf("set %d: by_icon: %w", i+1, err)
			}
		} else if len(a.By) == 0 {
			return fmt.Errorf("set %d: by names no affiliation", i+1)
		}
		for _, aff := range a.By {
			if aff != "any" && affShort(aff) == aff {
				return fmt.Errorf("set %d: unknown affiliation %q", i+1, aff)
			}
		}
		r, err := ParseRequirements(a.Req)
		if err != nil {
			return fmt.Errorf("set %d: %w", i+1, err)
		}
		a.req = r
	}
	return nil
}

// anyAffiliation: the set is open to every affiliation.
func (a *AltReq) anyAffiliation() bool { return slices.Contains(a.By, "any") }

// allows reports whether personnel of affiliation aff may use the set.
func (a *AltReq) allows(aff string) bool {
	return a.anyAffiliation() || slices.Contains(a.By, aff)
}

// altUsableBy reports whether personnel id may use set a: its icon, or
// its affiliation.
func (g *Game) altUsableBy(a *AltReq, id int) bool {
	if a.ByIcon != "" {
		return g.hasIcon(id, a.ByIcon) // printed or gained
	}
	return a.allows(g.affiliation(id))
}

// text words the set for the card's generated text.
func (a *AltReq) text() string {
	who := "any affiliation's personnel"
	switch {
	case a.ByIcon != "":
		who = "your [" + iconShort(a.ByIcon) + "] personnel"
	case !a.anyAffiliation():
		var icons []string
		for _, aff := range a.By {
			icons = append(icons, "["+affShort(aff)+"]")
		}
		who = "your " + strings.Join(icons, " or ") + " personnel"
	}
	return fmt.Sprintf("Other requirements: %s may attempt this mission, and complete it, needing %s instead.", who, a.req.String())
}

// label words the set in the choice of requirements.
func (a *AltReq) label() string {
	if a.ByIcon != "" {
		return "Requirements for [" + iconShort(a.ByIcon) + "] personnel: " + a.req.String()
	}
	if a.anyAffiliation() {
		return "Requirements for any affiliation: " + a.req.String()
	}
	var icons []string
	for _, aff := range a.By {
		icons = append(icons, "["+affShort(aff)+"]")
	}
	return "Requirements for " + strings.Join(icons, " or ") + " personnel: " + a.req.String()
}

// altUsable reports whether one of group may use mission m's set i.
func (g *Game) altUsable(m, i int, group []int) bool {
	a := &g.cards[m].Card.AltReqs[i]
	for _, id := range group {
		if g.altUsableBy(a, id) {
			return true
		}
	}
	return false
}

// printedMatch: group may attempt m with its printed requirements (one
// matches its affiliation icons, or text permits one of them).
func (g *Game) printedMatch(m *Inst, group []int) bool {
	if m.Card.AttemptBy == nil {
		return false
	}
	for _, id := range group {
		if m.Card.AttemptBy.Allows(g.affiliation(id)) {
			return true
		}
	}
	return g.attemptPermitted(m.ID, group)
}

// reqSets lists the sets of requirements group may attempt m with: 0 the
// printed ones, i+1 the mission's alternate set i.
func (g *Game) reqSets(m int, group []int) []int {
	var out []int
	if g.printedMatch(g.cards[m], group) {
		out = append(out, 0)
	}
	for i := range g.cards[m].Card.AltReqs {
		if g.altUsable(m, i, group) {
			out = append(out, i+1)
		}
	}
	return out
}

// chooseReqSet settles which requirements attempt a uses, asking its
// player when more than one set is open (Glossary: modifications, step
// 1), then runs next. The sets cards in play give the mission
// (vocab_grant_requirements.go) are offered beside its own.
// oneReqSet reports whether mission m has only its printed requirements
// in this game: chooseReqSet has nothing to choose.
func (g *Game) oneReqSet(m int) bool {
	return len(g.cards[m].Card.AltReqs) == 0 && len(g.grantSources) == 0
}

func (g *Game) chooseReqSet(a *attempt, next func()) {
	mc := g.cards[a.mission]
	if g.oneReqSet(a.mission) {
		next()
		return
	}
	type reqChoice struct {
		k     int       // 0 printed, i+1 the mission's set i
		grant *grantRef // or a set a card gives
	}
	var sets []reqChoice
	if len(mc.Card.AltReqs) > 0 {
		for _, k := range g.reqSets(a.mission, a.personnel) {
			sets = append(sets, reqChoice{k: k})
		}
	} else if g.printedMatch(mc, a.personnel) {
		sets = append(sets, reqChoice{})
	}
	if len(g.grantSources) > 0 {
		for _, r := range g.grantsFor(a.mission) {
			if g.grantUsable(r, a.personnel) {
				sets = append(sets, reqChoice{grant: &r})
			}
		}
	}
	reqOf := func(c reqChoice) *Req {
		if c.grant != nil {
			return c.grant.of(g).Set.req
		}
		return g.baseReq(a.mission, c.k)
	}
	if len(sets) <= 1 {
		if len(sets) == 1 {
			a.alt, a.grant = sets[0].k, sets[0].grant
		}
		next()
		return
	}
	// The sets the group meets now come first: a bot takes the first.
	ctx := g.reqCtx(a)
	slices.SortStableFunc(sets, func(x, y reqChoice) int {
		mx, my := reqOf(x).MetIn(ctx), reqOf(y).MetIn(ctx)
		switch {
		case mx && !my:
			return -1
		case my && !mx:
			return 1
		}
		return 0
	})
	d := &Decision{Player: a.player, Kind: KindSelect, Min: 1, Max: 1,
		Prompt: "Attempt " + g.cardName(a.mission) + " with which requirements?"}
	for _, c := range sets {
		label := "Printed requirements: " + mc.Card.Req.String()
		switch {
		case c.grant != nil:
			label = g.grantLabel(*c.grant)
		case c.k > 0:
			label = mc.Card.AltReqs[c.k-1].label()
		}
		d.Options = append(d.Options, Option{Label: label, Action: ActPick})
	}
	g.ask(d, func(picks []int) {
		c := sets[picks[0]]
		a.alt, a.grant = c.k, c.grant
		if a.alt > 0 || a.grant != nil {
			g.emit(Event{Kind: "requirements", Player: a.player, Cards: g.one(a.mission),
				Text: fmt.Sprintf("%s attempts %s with its other requirements: %s.", g.players[a.player].Name, g.ref(a.mission), reqOf(c).String())})
		}
		next()
	})
}

// baseReq is mission m's set k of requirements as written (0: printed).
func (g *Game) baseReq(m, k int) *Req {
	c := g.cards[m].Card
	if k > 0 && k <= len(c.AltReqs) {
		return c.AltReqs[k-1].req
	}
	return c.Req
}

// attemptBaseReq is mission m's requirements as written, those the
// attempt under way there uses when there is one.
func (g *Game) attemptBaseReq(m int) *Req {
	if a := g.attempt; a != nil && a.mission == m && a.grant != nil {
		return a.grant.of(g).Set.req
	}
	if a := g.attempt; a != nil && a.mission == m && a.alt > 0 {
		return g.baseReq(m, a.alt)
	}
	return g.cards[m].Card.Req
}

// altLost reports whether the attempt uses alternate requirements whose
// affiliation no remaining personnel has any more (Ruling: Attempt and
// Complete): then it cannot be completed.
func (g *Game) altLost(a *attempt) bool {
	if a.alt == 0 || len(a.personnel) == 0 {
		return false
	}
	return !g.altUsable(a.mission, a.alt-1, a.personnel)
}

// failAltLost: the attempt's alternate requirements are no longer open to
// the personnel remaining, so it fails as an attempt whose requirements
// are not met: they are stopped (Rulebook: Checking mission
// requirements).
func (g *Game) failAltLost(why string) {
	a := g.attempt
	for _, id := range a.personnel {
		g.cards[id].Stopped = true
		g.changed(id) // rules_loops_cards.go
	}
	g.emit(Event{Kind: "attempt-failed", Player: a.player, Cards: append([]int{a.mission}, a.personnel...), render: func(g *Game, e *Event) {
		e.Text = g.players[e.Player].Name + "'s attempt of " + g.cardName(e.Cards[0]) +
			" used its other requirements, and " + why + "; the attempt fails and they are stopped."
	}})
	t := g.trigs.take(Trigger{Kind: TrigAttemptFailed, Player: a.player, Cards: slices.Clone(a.personnel), Mission: a.mission})
	g.fire(t, func(*Trigger) { g.endAttempt() })
}

// altLostWhy says why an attempt lost its mission's own other
// requirements.
const altLostWhy = "no remaining personnel has an affiliation they are open to"

// anyReqSet is what a bot plans a mission's attempts by: its printed
// requirements, or with other sets, any one of them (which one is
// chosen as the attempt begins; whom each set is open to is the
// engine's to check: only legal attempts are offered).
func anyReqSet(c *Card) *Req {
	if len(c.AltReqs) == 0 || c.Req == nil {
		return c.Req
	}
	or := &Req{Kind: ReqOr, Children: []*Req{c.Req}}
	for i := range c.AltReqs {
		if r := c.AltReqs[i].req; r != nil {
			or.Children = append(or.Children, r)
		}
	}
	return or
}
