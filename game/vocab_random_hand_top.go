package game

import (
	"fmt"
	"slices"
)

// Placing random cards from a hand on top of the deck (Reide, 4C164: an
// opponent places two random cards from hand on top of their deck; Ro
// Laren, Maquis Sympathizer, 2C109, the same). The performer (usually
// `player: opponent`) does not choose: the cards are picked at random
// (Glossary: random), then go on top of their owner's deck one after
// another, the last picked on top. Only the hand's owner learns which
// cards they were; the other player reads how many (the cards leave a
// hidden zone for another: Rulebook: Hidden information). With fewer
// cards in hand than the count, all of them go.

// DoRandomHandToDeckTop: Count (1) random cards of the performer's hand
// go on top of their deck.
const DoRandomHandToDeckTop = "random-hand-to-deck-top"

func init() { registerVerbs(randomHandTopVerbs()) }

func randomHandTopVerbs() map[string]verb {
	return map[string]verb{
		DoRandomHandToDeckTop: {
			doc:    "place count cards picked at random from your hand on top of your deck",
			fields: "count",
			text: func(s Step) string { // the performer's own hand and deck
				return "place " + countOf(max(1, s.Count), "card") + " picked at random from hand on top of the deck"
			},
			possible: func(g *Game, ctx fxCtx, _ *Step) bool { return len(g.players[ctx.p].Hand) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.randomHandToDeckTop(ctx, max(1, s.Count)) },
		},
	}
}

func (g *Game) randomHandToDeckTop(ctx fxCtx, n int) {
	pool := slices.Clone(g.players[ctx.p].Hand)
	n = min(n, len(pool))
	if n == 0 {
		return
	}
	g.shuffle(pool)
	ids := pool[:n]
	for _, id := range ids {
		g.toDeckTop(id)
	}
	name := g.players[ctx.p].Name
	g.emit(Event{Kind: "deck-top", Player: ctx.p, Cards: ids, Private: true,
		Text:   fmt.Sprintf("%s places %s, picked at random from hand, on top of the deck.", name, g.refs(ids)),
		Public: fmt.Sprintf("%s places %d card(s), picked at random from hand, on top of the deck.", name, n)})
}
