package game

import (
	"errors"
	"fmt"
	"slices"
)

// "When this personnel is about to face a dilemma" (Glossary: attempting
// missions, step 3.g): text of a personnel in the attempt, answered once
// a revealed dilemma has passed its checks (duplication, type, cost) and
// before anything of it happens, even the facing responses of step 3.h.
// A personnel stopped here is no longer in the attempt, so she does not
// face the dilemma at all (T'Pol, Damaged Science Officer, 22V050).
//
// The condition nth-dilemma reads which dilemma of the attempt is about
// to be faced: the dilemmas counted are those faced in this attempt, the
// one about to be faced included; one overcome unfaced (a copy, the wrong
// type, over the cost limit) was never faced and does not count.
//
// On a mission the same trigger is the mission's own text: "when your
// personnel are about to face a dilemma here" (Empok Nor, Deadly Salvage,
// 42V005). Only a mission's own player attempts it (Rulebook: Attempting
// a Mission), so it answers every attempt there; it runs before the
// personnel's own about-to-face text.

// WhenAboutToFace: this personnel is about to face a dilemma.
const WhenAboutToFace = "about-to-face"

func init() {
	triggerTable[WhenAboutToFace] = triggerEntry{
		doc:     "when this personnel (on a mission: its player's personnel attempting it) is about to face a dilemma (after the dilemma's checks, before its facing responses and actions)",
		example: "{when: about-to-face, cond: {is: nth-dilemma, at_least: 3, at_most: 3}, effect: [{do: stop, to: self}]}",
		words: func(c *Card, a Ability) string {
			t := "When this " + cardNoun(c) + " is about to face a dilemma"
			if c.Type == Mission {
				t = "When your personnel are about to face a dilemma here"
			}
			if a.May {
				t += " (optional)"
			}
			return t + a.Cond.text(c)
		},
	}
}

// aboutToFace schedules the about-to-face text of each personnel in the
// attempt, in the attempt's order (pushed last first, so the first runs
// first). Each is read when its turn comes: one stopped by an earlier one
// no longer answers.
func (g *Game) aboutToFace() {
	a := g.attempt
	if a == nil {
		return
	}
	for _, id := range slices.Backward(a.personnel) {
		c := g.cards[id]
		for i := range c.Card.Abilities {
			ab := &c.Card.Abilities[i]
			if ab.When != WhenAboutToFace {
				continue
			}
			pid := id
			g.push(func() {
				at := g.attempt
				if at == nil || !slices.Contains(at.personnel, pid) || g.cards[pid].Stopped || !g.activeSource(pid) {
					return
				}
				g.useOnPlay(g.cards[pid].Controller, pid, ab) // the same offer as a "when you play" text
			})
		}
	}
	g.missionAboutToFace() // pushed last: runs first
}

// missionAboutToFace schedules the attempted mission's own about-to-face
// text, for the player attempting it (its own player).
func (g *Game) missionAboutToFace() {
	a := g.attempt
	m := g.cards[a.mission]
	if m.Controller != a.player {
		return
	}
	for i := range slices.Backward(m.Card.Abilities) {
		ab := &m.Card.Abilities[i]
		if ab.When != WhenAboutToFace {
			continue
		}
		mid := m.ID
		g.push(func() {
			at := g.attempt
			if at == nil || at.mission != mid || at.dilemma == 0 || !g.activeSource(mid) {
				return
			}
			g.useOnPlay(g.cards[mid].Controller, mid, ab)
		})
	}
}

// nthDilemmaConds: which dilemma of the attempt is being faced.
func nthDilemmaConds() map[string]condEntry {
	return map[string]condEntry{
		"nth-dilemma": {
			fields: []VocabField{
				{"at_least", "the dilemma faced is at least the Nth of this mission attempt"},
				{"at_most", "and at most the Nth"},
			},
			doc:     "the dilemma being faced (or about to be) is, among the dilemmas faced in this mission attempt, at least the at_least-th and at most the at_most-th (those overcome unfaced do not count)",
			example: "cond: {is: nth-dilemma, at_least: 3, at_most: 3}",
			validate: func(c *Cond) error {
				if c.AtLeast == nil && c.AtMost == nil {
					return errors.New("nth-dilemma needs at_least or at_most")
				}
				if (c.AtLeast != nil && *c.AtLeast < 1) || (c.AtMost != nil && *c.AtMost < 1) {
					return errors.New("nth-dilemma counts from 1")
				}
				return nil
			},
			holds: func(g *Game, c *Cond, _ fxCtx) bool {
				a := g.attempt
				if a == nil || a.dilemma == 0 {
					return false
				}
				n := slices.Index(a.faced, a.dilemma) + 1
				if n == 0 {
					return false
				}
				return (c.AtLeast == nil || n >= *c.AtLeast) && (c.AtMost == nil || n <= *c.AtMost)
			},
			text: func(c *Cond, _ condWords) string {
				switch {
				case c.AtLeast != nil && c.AtMost != nil && *c.AtLeast == *c.AtMost:
					return "it is the " + ordinal(*c.AtLeast) + " dilemma faced in this mission attempt"
				case c.AtMost == nil:
					return fmt.Sprintf("it is the %s dilemma faced in this mission attempt or a later one", ordinal(*c.AtLeast))
				case c.AtLeast == nil:
					return fmt.Sprintf("it is at most the %s dilemma faced in this mission attempt", ordinal(*c.AtMost))
				}
				return fmt.Sprintf("it is between the %s and the %s dilemma faced in this mission attempt", ordinal(*c.AtLeast), ordinal(*c.AtMost))
			},
			slot: slotIf,
		},
	}
}

// ordinal words n as "first", "second", ... ("11th" beyond ten).
func ordinal(n int) string {
	words := []string{"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"}
	if n >= 1 && n <= len(words) {
		return words[n-1]
	}
	return fmt.Sprintf("%dth", n)
}
