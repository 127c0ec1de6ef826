package game

import (
	"fmt"
	"slices"
)

// Stopping your own personnel until their printed costs add up to a
// number, usually as a price: a personnel whose extra play cost is
// stopping your personnel worth a total cost of 4 or more (Lam, 13C057),
// and any text that pays "a number of personnel with a total cost of N or
// more". The player picks them one at a time, from wherever they are in
// play, until the total reaches the amount; only unstopped personnel that
// may be stopped count, so the price is offered only when they could add
// up to it (Glossary: costs, paid in full; cannot). Stopping more than
// the amount needs is never required, so the picking ends as soon as the
// total is reached: every set the text allows that has no card to spare
// can be picked this way.

// DoStopTotalCost: stop your unstopped personnel matching Filter whose
// printed costs total Amount or more, chosen by you.
const DoStopTotalCost = "stop-total-cost"

func init() { registerVerbs(stopTotalCostVerbs()) }

func stopTotalCostVerbs() map[string]verb {
	return map[string]verb{
		DoStopTotalCost: {
			doc:    "stop any number of your unstopped personnel matching filter, wherever they are, whose printed costs add up to amount or more, chosen by you",
			fields: "amount filter",
			validate: func(s *Step) error {
				if s.Amount < 1 {
					return fmt.Errorf("needs an amount of 1 or more")
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				return fmt.Sprintf("stop any number of %s you command whose costs add up to %d or more", s.Filter.Text("personnel"), s.Amount)
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return totalCost(g, g.stoppableCommanded(ctx, s)) >= s.Amount
			},
			run:       func(g *Game, ctx fxCtx, s Step) { g.stopTotalCost(ctx, s) },
			undergoes: OutStop,
		},
	}
}

// totalCost adds up the printed costs of ids.
func totalCost(g *Game, ids []int) int {
	n := 0
	for _, id := range ids {
		n += g.cards[id].Card.CostValue()
	}
	return n
}

// stopTotalCost has ctx.p pick personnel one at a time until their costs
// reach s.Amount, then stops them together (one action). When every
// candidate that costs something is needed, no choice is asked.
func (g *Game) stopTotalCost(ctx fxCtx, s Step) {
	pool := g.stoppableCommanded(ctx, &s)
	if total := totalCost(g, pool); total <= s.Amount {
		if total == s.Amount { // every one that costs something is needed
			pool = slices.DeleteFunc(pool, func(id int) bool { return g.cards[id].Card.CostValue() == 0 })
		}
		g.stopCards(ctx, pool)
		return
	}
	var picked []int
	var next func()
	next = func() {
		got := totalCost(g, picked)
		if got >= s.Amount || len(picked) == len(pool) {
			g.stopCards(ctx, picked)
			return
		}
		var acts []action
		for _, id := range pool {
			if slices.Contains(picked, id) {
				continue
			}
			id := id
			acts = append(acts, action{Option{Label: fmt.Sprintf("Stop %s (cost %d)", g.cardName(id), g.cards[id].Card.CostValue()), Action: ActPick, Card: id}, func() {
				picked = append(picked, id)
				next()
			}})
		}
		g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: stop which personnel? (costs so far %d of %d)", g.cardName(ctx.src), got, s.Amount), acts)
	}
	next()
}
