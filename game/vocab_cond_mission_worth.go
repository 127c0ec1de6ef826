package game

import (
	"errors"
	"fmt"
)

// The worth of the mission a trigger is about: "when your personnel
// complete a mission worth 40 or more points" (Shakaar Edon, First
// Minister of Bajor, 17V053). Worth is the mission's printed points, as
// elsewhere in this vocabulary (attempting-worth, points_at_least);
// nothing changes them (Rulebook: Missions).
func missionWorthConds() map[string]condEntry {
	return map[string]condEntry{
		"mission-worth": {
			fields:  []VocabField{fieldAtLeast},
			doc:     "the mission the trigger is about (the one completed, attempted, ...) is worth at least at_least points, printed",
			example: "cond: {is: mission-worth, at_least: 40}",
			validate: func(c *Cond) error {
				if c.AtLeast == nil {
					return errors.New("needs at_least")
				}
				return nil
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				m := g.eventMission(ctx.trig)
				return m != 0 && g.cards[m].Card.Points >= *c.AtLeast
			},
			text: func(c *Cond, _ condWords) string {
				return fmt.Sprintf("that mission is worth %d or more points", *c.AtLeast)
			},
			slot: slotIfClause,
		},
	}
}
