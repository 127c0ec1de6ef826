package game

import (
	"errors"
	"fmt"
	"slices"
)

// Conditions on what the mission a personnel attempts is worth (at least
// a number of points: Talak'talan, Keen Third, 14C073). The points read are the mission's
// printed points: a modifier's condition may not read what modifiers
// change (a mission's value may be changed by text: Rulings: Mission
// Value Changes), so reading it cannot loop.
func worthConds() map[string]condEntry {
	return map[string]condEntry{
		"attempting-worth": {
			fields:  []VocabField{fieldAtLeast},
			doc:     "this personnel is attempting a mission whose printed points are at least at_least",
			example: "while: {is: attempting-worth, at_least: 40}",
			validate: func(c *Cond) error {
				if c.AtLeast == nil {
					return errors.New("needs at_least")
				}
				return nil
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				a := g.attempt
				return a != nil && a.player == ctx.p && slices.Contains(a.personnel, ctx.src) &&
					g.cards[a.mission].Card.Points >= *c.AtLeast
			},
			text: func(c *Cond, _ condWords) string {
				return fmt.Sprintf("attempting a mission worth %d or more points", *c.AtLeast)
			},
			slot: slotWhileClause, inModifiers: true,
		},
	}
}
