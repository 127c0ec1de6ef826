package game

import (
	"errors"
	"fmt"
)

// "If it is worth 40 or more points": the mission of the text (the one a
// personnel is at, or a mission's own) is worth at least a number of
// points (Nilva, Lascivious Chairman, 17V067). Printed points, as
// attempting-worth reads them (vocab_cond_worth.go): a condition may be
// read where modifiers are, so it never reads what they change.
func init() {
	condRegistry["mission-worth"] = &condEntry{
		fields:  []VocabField{fieldAtLeast},
		doc:     "the mission this card is at (or, for a mission's own text, the mission) is worth at least at_least printed points",
		example: "cond: [here, {is: mission-worth, at_least: 40}]",
		validate: func(c *Cond) error {
			if c.AtLeast == nil {
				return errors.New("needs at_least")
			}
			return nil
		},
		holds: func(g *Game, c *Cond, ctx fxCtx) bool {
			m := ctx.mission
			if m == 0 {
				m = g.missionOf(ctx.src)
			}
			return m != 0 && g.cards[m].Card.Points >= *c.AtLeast
		},
		text: func(c *Cond, _ condWords) string {
			return fmt.Sprintf("that mission is worth %d or more points", *c.AtLeast)
		},
		slot: slotIfClause, inModifiers: true,
	}
}
