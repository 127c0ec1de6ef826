package game

import (
	"fmt"
	"slices"
)

// Dilemmas left on a mission while the turn lasts, which then count as
// overcome (Workforce, 28V006; Disaster, 38V003). The verb
// overcome-placed, scheduled by
// at-end-of-turn (vocab_react_verbs.go), puts the dilemma face up beneath
// the mission where it lies, or, as damage, beneath the mission of the
// ship it lies on (Glossary: dilemmas – a dilemma placed beneath a mission
// for any reason is being overcome). Anywhere else (already returned,
// destroyed with its ship) it stays where it is.
//
// And a lasting effect of such a dilemma on a mission: while the player
// who faced it commands a stopped personnel at that mission (on it, or
// aboard a ship there: Ruling: At This Mission), that player's personnel
// may start no attempt there (Workforce).

// DoOvercomePlaced: this dilemma, still lying where its text placed it,
// is overcome beneath its mission.
const DoOvercomePlaced = "overcome-placed"

func init() { registerVerbs(overcomePlacedVerbs()) }

func overcomePlacedVerbs() map[string]verb {
	return map[string]verb{
		DoOvercomePlaced: {
			doc: "this dilemma, if it still lies where its text placed it (on a mission, or as damage on a ship at a mission), is overcome: face up beneath that mission",
			text: func(Step) string {
				return "this dilemma is overcome (beneath the mission where it lies)"
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.overcomePlaced(ctx.src) },
		},
	}
}

// overcomePlaced puts dilemma id, lying on a mission or as damage on a
// ship at a mission, face up beneath that mission.
func (g *Game) overcomePlaced(id int) {
	c := g.cards[id]
	if c == nil || c.Card.Type != Dilemma {
		return
	}
	var m int
	switch c.Zone {
	case ZOnMission:
		m = c.Where
	case ZDamage:
		if s := g.cards[c.Where]; s.Zone == ZAtMission {
			m = s.Where
		}
	}
	if m == 0 {
		return
	}
	if g.removedInsteadOfOvercome(id) { // vocab_face_revealed.go
		return
	}
	p := g.cards[m].Controller
	g.place(id, ZBeneath, m)
	g.emit(Event{Kind: "overcome", Player: p, Cards: g.one(id), note: fmt.Sprintf("it lay there for the turn, now beneath %s", g.ref(m)), render: overcomeText, Facts: EventFacts{Reason: OvercomeFaced}})
}

// LastingStopped is embedded in Lasting (its field is Lasting's own in
// YAML).
type LastingStopped struct {
	// NoAttemptsWhileStopped: while the player who faced it commands a
	// stopped personnel at the mission where it lies, that player's
	// personnel may start no attempt there.
	NoAttemptsWhileStopped bool `yaml:"no_attempts_while_stopped,omitempty" json:"no_attempts_while_stopped,omitempty"`
}

// text words the effect for lastingText.
func (l *LastingStopped) text() []string {
	if !l.NoAttemptsWhileStopped {
		return nil
	}
	return []string{"as long as any stopped personnel of yours is at this mission, none of yours may start an attempt of it"}
}

// commandsStoppedAt reports whether p commands a stopped personnel at
// mission m.
func (g *Game) commandsStoppedAt(p Player, m int) bool {
	return slices.ContainsFunc(g.cards[1:], func(c *Inst) bool {
		return c.Card.Type == Personnel && c.Controller == p && c.Stopped && c.Zone.InPlay() && g.atMission(c.ID, m)
	})
}
