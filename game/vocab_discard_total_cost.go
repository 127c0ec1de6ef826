package game

import (
	"fmt"
	"slices"
)

// Discarding cards from hand by their printed costs added up (Pran, Thot,
// 13R058: as he is played, every player throws away hand cards worth 4 or
// more in all, or the whole hand when it is worth less). discard-from-hand
// with amount N: the performer picks cards of the filter from their hand,
// one at a time, until their printed costs reach N; once reached they may
// stop or keep adding cards ("any number" of cards, as long as the total
// is at least N), and the cards picked are discarded together, one action
// (Glossary: discard). When every card of the filter in hand adds up to
// less than N, the step cannot be done: nothing is picked and its
// if_cannot steps follow instead ("if you cannot": Rulebook, Glossary:
// actions – "cannot"). A card's cost is its printed cost (none printed:
// 0), as for stop-total-cost.

// discardTotalPossible: the step can be done in full, or has an
// alternative.
func (g *Game) discardTotalPossible(ctx fxCtx, s *Step) bool {
	return len(s.IfCannot) > 0 || totalCost(g, g.discardPool(ctx, s)) >= s.Amount
}

// discardTotalText words the step's amount and its alternative.
func discardTotalText(s Step) string {
	t := fmt.Sprintf("discard any number of %s from your hand whose costs add up to %d or more", plural(s.Filter.Text("card")), s.Amount)
	if len(s.IfCannot) > 0 {
		t += "; if you cannot: " + clauses(s.IfCannot)
	}
	return t
}

// discardTotalCost has ctx.p pick hand cards until their costs reach
// s.Amount (then, if they like, more), and discards them together; with
// too little in hand, the if_cannot steps run instead.
func (g *Game) discardTotalCost(ctx fxCtx, s Step) {
	pool := slices.Clone(g.discardPool(ctx, &s))
	if totalCost(g, pool) < s.Amount {
		g.emit(Event{Kind: "cannot", Player: ctx.p, Text: fmt.Sprintf("%s cannot discard cards worth %d from hand for %s.", g.players[ctx.p].Name, s.Amount, g.ref(ctx.src))})
		if len(s.IfCannot) > 0 {
			g.runAbility(ctx, s.IfCannot)
		}
		return
	}
	var picked []int
	done := func() {
		for _, id := range picked {
			g.discard(id)
		}
		g.notePaid(ctx, picked)
		if a := g.attempt; a != nil && len(picked) > 0 {
			a.acted = true
		}
	}
	var next func()
	next = func() {
		got := totalCost(g, picked)
		var acts []action
		for _, id := range pool {
			if slices.Contains(picked, id) {
				continue
			}
			id := id
			acts = append(acts, action{Option{Label: fmt.Sprintf("Discard %s (cost %d)", g.cardName(id), g.cards[id].Card.CostValue()), Action: ActPick, Card: id}, func() {
				picked = append(picked, id)
				next()
			}})
		}
		if got >= s.Amount {
			if len(acts) == 0 {
				done()
				return
			}
			acts = append(acts, action{Option{Label: fmt.Sprintf("Done: discard the %d picked (costs %d)", len(picked), got), Action: ActEnd}, done})
		}
		g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: discard cards from hand whose costs add up to %d or more (so far %d)", g.cardName(ctx.src), s.Amount, got), acts)
	}
	next()
}
