package game

import (
	"errors"
	"slices"
)

// A mission its player cannot complete while something holds (the Maquis
// missions of the Demilitarized Zone: Evacuate Colony, 1U165; Search and
// Rescue; Investigate Maquis Activity). The text forbids completing, not
// attempting (Glossary: cannot / may not): the attempt is made and its
// dilemmas are faced, but when the requirements are checked (Glossary:
// attempting missions, 5.c–d) a player who may not complete it cannot
// "show all requirements needed to complete the mission", so the attempt
// fails as though they were not met: the remaining personnel are stopped
// and "when ... fail" text answers.
//
// It is a modifier's cannot outcome reaching the mission itself:
//
//	modifiers:
//	  - {to: this-mission, cannot: [complete], while: {is: on-this-planet, whose: your, of: {icon: maquis}}}
//
// and the condition on-this-planet: a card of whose (any when absent)
// that the filter matches is on the surface of this card's mission (for a
// mission's own text, the mission itself). A stopped personnel of yours
// does not count for your own mission's text (Glossary: stopped: its
// icons cannot be read by your text).

// OutComplete is the cannot outcome of a mission that cannot be completed.
const OutComplete = "complete"

// missionCannotWords words the outcomes a mission cannot undergo, for
// "cannot be <verb><rest>" (outcomeWords).
var missionCannotWords = map[string][2]string{
	OutComplete: {"", "completed"},
}

// isMissionCannot reports whether o is an outcome only a mission reads.
func isMissionCannot(o string) bool {
	_, ok := missionCannotWords[o]
	return ok
}

// checkMissionCannot refuses a mission outcome on a modifier that does not
// reach the mission itself.
func (m *Modifier) checkMissionCannot() error {
	if slices.ContainsFunc(m.Cannot, func(o string) bool { return isMissionCannot(o) && o != OutAttempt }) && m.rel != relThisMission {
		return errors.New("cannot: complete reaches only this-mission")
	}
	return nil
}

// mayComplete reports whether the attempting player may complete mission
// m now (the caller logs why not: cannotCompleteEvent).
func (g *Game) mayComplete(m int) bool {
	if a := g.attempt; a != nil && a.mission == m && a.grant != nil && a.grant.of(g).Regardless != "" {
		return g.cards[m].Zone.InPlay() && !g.cannotCompleteRegardless(m) // vocab_grant_requirements.go
	}
	return !g.cannot(m, OutComplete)
}

func init() {
	condRegistry["on-this-planet"] = &condEntry{
		fields:   []VocabField{fieldOf, fieldWhose},
		doc:      "a card the filter matches (whose) is on the surface of this card's mission: for a mission's own text, on the mission itself",
		example:  "while: {is: on-this-planet, whose: your, of: {icon: maquis}}",
		validate: needOfModFilter,
		holds: func(g *Game, c *Cond, ctx fxCtx) bool {
			m := g.missionOf(ctx.src)
			if m == 0 {
				return false
			}
			return slices.ContainsFunc(g.cards[m].Surface, func(x int) bool {
				return x != ctx.src && g.condCounts(ctx.p, c, x)
			})
		},
		text: func(c *Cond, _ condWords) string {
			n := c.ofText("personnel")
			return c.whoseText(article(n)+" ") + n + " is on this planet"
		},
		slot: slotWhileClause, inModifiers: true,
	}
}

// cannotCompleteEvent logs an attempt of a's mission that met its
// requirements but fails because the mission cannot be completed now.
func cannotCompleteEvent(p Player, a *attempt) Event {
	return Event{Kind: "attempt-failed", Player: p, Cards: append([]int{a.mission}, a.personnel...), render: func(g *Game, e *Event) {
		e.Text = g.players[e.Player].Name + "'s personnel meet the requirements of " + g.cardName(e.Cards[0]) +
			", but its text forbids completing it now; the attempt fails and they are stopped."
	}}
}
