package game

import "slices"

// Random selections made by a card's text (not a dilemma's): before the
// pick, "about to randomly select" responses may leave a card out of the
// group it is made from (Benjamin Maxwell, Misguided Maverick; Ruling: Set
// Up — such text answers before any card is selected). A dilemma's
// selections fire the same trigger (vocab_dilemmas.go, selectStep).

// randomPick picks one card of pool at random for ctx's text and runs then
// with it; when every card was left out, nothing is picked.
func (g *Game) randomPick(ctx fxCtx, pool []int, outcome string, then func(id int)) {
	if len(pool) == 0 {
		return
	}
	t := g.trigs.take(Trigger{Kind: TrigAboutToSelect, Player: g.cards[pool[0]].Controller, Cards: slices.Clone(pool), Source: ctx.src,
		Random: true, Mission: ctx.mission, Outcome: outcome})
	g.fire(t, func(t *Trigger) {
		rest := g.remaining(t)
		if len(rest) == 0 {
			return
		}
		// Its result known, "when ... is randomly selected" answers, and
		// may have it made again (vocab_select_again.go).
		g.randomSelected(ctx, rest, rest[g.rng.IntN(len(rest))], outcome, then)
	})
}

// OutBrig is the outcome of being placed in a brig (captured).
const OutBrig = "brig"
