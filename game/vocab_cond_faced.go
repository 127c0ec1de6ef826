package game

import (
	"errors"
	"fmt"
)

// "If your personnel have faced another dilemma during this mission
// attempt" (Full Complement, 17V005): how many dilemmas, other than the
// one whose text asks, the attempting personnel have faced in this
// attempt. A dilemma is faced once it passes the checks made as it is
// revealed (Glossary: attempting missions, steps 3.e–3.g); one overcome
// unfaced — a second copy, the wrong type, over the cost limit — does not
// count, and one prevented while faced does. Read for a dilemma's own
// cost as it is revealed, it counts those faced before it.

func facedConds() map[string]condEntry {
	return map[string]condEntry{
		"dilemmas-faced": {
			fields:  []VocabField{{"at_least", "the least number of other dilemmas faced (1 when absent)"}},
			doc:     "the personnel attempting the mission have faced at least at_least (1) dilemmas other than this one during this mission attempt",
			example: "cond: {is: dilemmas-faced}",
			validate: func(c *Cond) error {
				if c.AtLeast != nil && *c.AtLeast < 1 {
					return errors.New("at_least must be 1 or more")
				}
				return nil
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				return g.dilemmasFacedBesides(ctx.src) >= facedAtLeast(c)
			},
			text: func(c *Cond, _ condWords) string {
				if n := facedAtLeast(c); n > 1 {
					return fmt.Sprintf("your personnel have faced %d other dilemmas during this mission attempt", n)
				}
				return "your personnel have faced another dilemma during this mission attempt"
			},
			slot: slotIf,
		},
	}
}

func facedAtLeast(c *Cond) int {
	if c.AtLeast == nil {
		return 1
	}
	return *c.AtLeast
}

// dilemmasFacedBesides counts the dilemmas faced in the attempt under way
// other than id.
func (g *Game) dilemmasFacedBesides(id int) int {
	a := g.attempt
	if a == nil {
		return 0
	}
	n := 0
	for _, d := range a.faced {
		if d != id {
			n++
		}
	}
	return n
}
