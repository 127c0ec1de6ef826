package game

import "fmt"

// shuffle-discard-into-deck: the performer shuffles each card of their own
// discard pile that the filter matches into their draw deck (Locate Fuel
// Source, 20V013: each player may do it with the Nucleogenic cards in
// their pile: `player: each, may: true`). The discard pile is face up, so
// which cards move is public; where they end in the deck is not. Possible
// only with such a card in the pile, so a player with none is not asked.

// DoShuffleDiscardIntoDeck is the verb described above.
const DoShuffleDiscardIntoDeck = "shuffle-discard-into-deck"

func init() {
	registerVerbs(map[string]verb{
		DoShuffleDiscardIntoDeck: {
			doc:      "shuffle each card of your discard pile matching filter into your draw deck",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "shuffle each " + s.Filter.Text("card") + " in your discard pile into your deck"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.discardMatching(ctx.p, s.Filter)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				ids := g.discardMatching(ctx.p, s.Filter)
				if len(ids) == 0 {
					return
				}
				ps := g.players[ctx.p]
				g.shuffleIntoDeck(ctx.p, ids)
				g.emit(Event{Kind: "shuffle", Player: ctx.p, Cards: ids,
					Text: fmt.Sprintf("%s shuffles %s from the discard pile into the deck.", ps.Name, g.refs(ids))})
			},
		},
	})
}

// shuffleIntoDeck puts cards p owns into p's draw deck and shuffles it
// (also vocab_removed_return.go).
func (g *Game) shuffleIntoDeck(p Player, ids []int) {
	for _, id := range ids {
		g.place(id, ZDeck, 0) // appended to the owner's deck
	}
	g.shuffle(g.players[p].Deck)
}
