package game

import (
	"errors"
	"slices"
)

// A condition on the mission a personnel attempts, read through a filter
// of its printed facts: "while this personnel is attempting a [DQ]
// mission" (Kohlar, Pilgrim Commander, 17V070). The filter sees only
// printed facts (quadrant, type, region, points), so a modifier's while
// may read it without looping.
func attemptingOfConds() map[string]condEntry {
	return map[string]condEntry{
		"attempting-of": {
			fields:  []VocabField{fieldOf},
			doc:     "this personnel is attempting a mission the filter matches (its printed facts)",
			example: "while: {is: attempting-of, of: {quadrant: delta}}",
			validate: func(c *Cond) error {
				if c.Of == nil {
					return errors.New("needs of (a filter of the mission)")
				}
				if c.Of.needsStats() || c.Of.Unstopped || c.Of.Facing {
					return errors.New("of may read only a mission's printed facts")
				}
				return nil
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				a := g.attempt
				return a != nil && a.player == ctx.p && slices.Contains(a.personnel, ctx.src) &&
					c.Of.MatchesCard(g.cards[a.mission].Card)
			},
			text: func(c *Cond, _ condWords) string {
				return "attempting " + article(c.Of.Text("mission")) + " " + c.Of.Text("mission")
			},
			slot: slotWhileClause, inModifiers: true,
		},
	}
}
