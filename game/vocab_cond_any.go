package game

import (
	"errors"
	"strings"
)

// The condition any-of: one of several conditions holds (Superior
// Position, 22V025, may be played when its player leads an opponent in
// score or in ships). Each alternative is a
// condition of the language, read for the same player, card and trigger;
// none may say not (an "unless" is written with the step's own not).

func anyOfConds() map[string]condEntry {
	return map[string]condEntry{
		"any-of": {
			fields:  []VocabField{{"any", "the conditions, one of which must hold"}},
			doc:     "one of the listed conditions holds",
			example: "requires: {is: any-of, any: [{is: amount, amount: {score: you}, above: {score: opponent}}, staffed]}",
			validate: func(c *Cond) error {
				if len(c.Any) < 2 {
					return errors.New("needs two or more conditions in any")
				}
				for i := range c.Any {
					if c.Any[i].Not {
						return errors.New("an alternative cannot say not")
					}
				}
				return c.Any.validateAs(formAbility)
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				for i := range c.Any {
					if alt := &c.Any[i]; alt.reg.holds(g, alt, ctx) {
						return true
					}
				}
				return false
			},
			text: func(c *Cond, w condWords) string {
				alts := make([]string, len(c.Any))
				for i := range c.Any {
					alts[i] = c.Any[i].words(w.form, w.card)
				}
				return strings.Join(alts, " or ")
			},
			slot: slotIf,
		},
	}
}
