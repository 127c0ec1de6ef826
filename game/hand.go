package game

import (
	"fmt"
	"slices"
)

// handMatching lists the cards in p's hand that f matches.
func (g *Game) handMatching(p Player, f *Filter) []int {
	var out []int
	for _, id := range g.players[p].Hand {
		if f.MatchesCard(g.cards[id].Card) {
			out = append(out, id)
		}
	}
	return out
}

// discardFromHand: the player discards Count matching cards from hand,
// picked by the player or at random (Glossary: discard). A cost is paid
// in full or not at all; stepsPossible checked there are enough.
func (g *Game) discardFromHand(ctx fxCtx, s Step) {
	pool := g.handMatching(ctx.p, s.Filter)
	n := min(max(1, s.Count), len(pool))
	if n == 0 {
		return
	}
	if s.Random {
		pool = slices.Clone(pool)
		g.shuffle(pool)
		for _, id := range pool[:n] {
			g.discard(id)
		}
		return
	}
	d := &Decision{Player: ctx.p, Kind: KindSelect, Min: n, Max: n,
		Prompt: fmt.Sprintf("%s: discard %d %s from hand", g.cardName(ctx.src), n, s.Filter.Text("card"))}
	for _, id := range pool {
		d.Options = append(d.Options, Option{Label: "Discard " + g.cardName(id), Action: ActPick, Card: id})
	}
	g.ask(d, func(picks []int) {
		for _, i := range picks {
			g.discard(pool[i])
		}
	})
}
