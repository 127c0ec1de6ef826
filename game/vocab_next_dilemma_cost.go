package game

import "fmt"

// A dilemma's text changing what the next dilemma revealed in the same
// mission attempt costs (Profitable Venture, 8U015: 3 less). The change
// waits on
// the attempt and is read, then spent, when the next dilemma is revealed,
// with its other cost-related text (Glossary: attempting missions, 3.e),
// before the limit is checked (3.f). It is spent by that dilemma whatever
// becomes of it afterwards; an attempt that ends first drops it. A cost is
// never below 0.

// DoNextDilemmaCost: the next dilemma revealed in this mission attempt
// costs Amount more (less when negative).
const DoNextDilemmaCost = "next-dilemma-cost"

func init() { registerVerbs(nextDilemmaCostVerbs()) }

func nextDilemmaCostVerbs() map[string]verb {
	return map[string]verb{
		DoNextDilemmaCost: {
			doc:         "the following dilemma revealed in this attempt costs amount more (less when negative), read with its other cost-related text before the total is checked against the limit",
			fields:      "amount",
			dilemmaOnly: true,
			validate: func(s *Step) error {
				if s.Amount == 0 {
					return fmt.Errorf("needs a nonzero amount")
				}
				return nil
			},
			text: func(s Step) string {
				return fmt.Sprintf("the following dilemma revealed in this attempt costs %+d", s.Amount)
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				a := g.attempt
				if a == nil {
					return
				}
				a.nextCost += s.Amount
				a.acted = true
				g.emit(Event{Kind: "dilemma-cost", Player: a.player, Cards: g.one(ctx.src),
					Text: fmt.Sprintf("%s: the following dilemma revealed in this attempt costs %+d.", g.ref(ctx.src), s.Amount)})
			},
		},
	}
}

// takeNextDilemmaCost is the change waiting for the dilemma being
// revealed now, which spends it.
func (g *Game) takeNextDilemmaCost() int {
	a := g.attempt
	n := a.nextCost
	a.nextCost = 0
	return n
}
