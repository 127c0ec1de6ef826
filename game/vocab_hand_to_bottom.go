package game

import "fmt"

// hand-to-deck-bottom: the player places count (1) cards the filter
// matches from hand on the bottom of their deck, picked by them; only they
// see which (Rulebook: Showing Your Cards — a hand is hidden). Nagata,
// 17V063, draws and then puts some of his player's hand under the deck.
// With fewer cards in hand, all of them go.

// DoHandToDeckBottom names the verb.
const DoHandToDeckBottom = "hand-to-deck-bottom"

func init() {
	registerVerbs(map[string]verb{
		DoHandToDeckBottom: {
			doc:      "place count cards matching filter from your hand on the bottom of your deck",
			fields:   "count filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "place " + countOf(max(1, s.Count), s.Filter.Text("card")) + " from hand on the bottom of your deck"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.handMatching(ctx.p, s.Filter)) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				g.pickFromHand(ctx, s, "place on the bottom of your deck", func(ids []int) {
					for _, id := range ids {
						g.place(id, ZDeck, 0) // appended: the bottom
					}
					name := g.players[ctx.p].Name
					g.emit(Event{Kind: "deck-bottom", Player: ctx.p, Cards: ids, Private: true,
						Text:   fmt.Sprintf("%s places %s from hand on the bottom of the deck.", name, g.refs(ids)),
						Public: fmt.Sprintf("%s places %d card(s) from hand on the bottom of the deck.", name, len(ids))})
				})
			},
		},
	})
}
