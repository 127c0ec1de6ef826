package game

import (
	"errors"
	"fmt"
)

// "A mission worth 40 or more points": the mission a trigger is about
// (the one completed: Shakaar Edon, First Minister of Bajor, 17V053), or
// with no such trigger the mission of the text (the one this card is at,
// or a mission's own: Nilva, Lascivious Chairman, 17V067) is worth at
// least a number of points, or with at_most at most that many (a
// dilemma's own "if this mission is worth 35 or less points": Old
// Differences, 14C010). Printed points, as attempting-worth reads
// them (vocab_cond_worth.go): a condition may be read where modifiers
// are, so it never reads what they change.
func init() {
	condRegistry["mission-worth"] = &condEntry{
		fields:  []VocabField{fieldAtLeast, fieldAtMost},
		doc:     "the mission the trigger is about (the one completed, attempted, ...), or else the mission this card is at (a mission's own text, or a dilemma's: the mission), is worth at least at_least printed points (with at_most: at most that many)",
		example: "cond: {is: mission-worth, at_least: 40}",
		validate: func(c *Cond) error {
			if (c.AtLeast == nil) == (c.AtMost == nil) {
				return errors.New("needs at_least or at_most, not both")
			}
			return nil
		},
		holds: func(g *Game, c *Cond, ctx fxCtx) bool {
			m := 0
			if ctx.trig != nil {
				m = ctx.trig.Mission
			}
			if m == 0 {
				m = ctx.mission
			}
			if m == 0 {
				m = g.missionOf(ctx.src)
			}
			if m == 0 {
				return false
			}
			if c.AtMost != nil {
				return g.cards[m].Card.Points <= *c.AtMost
			}
			return g.cards[m].Card.Points >= *c.AtLeast
		},
		text: func(c *Cond, _ condWords) string {
			if c.AtMost != nil {
				return fmt.Sprintf("that mission is worth %d or less points", *c.AtMost)
			}
			return fmt.Sprintf("that mission is worth %d or more points", *c.AtLeast)
		},
		slot: slotIfClause, inModifiers: true,
	}
}
