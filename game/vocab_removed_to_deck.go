package game

import "fmt"

// shuffle-removed-into-deck: each card its performer owns that lies
// removed from the game and that the filter matches is shuffled into
// that player's deck (Elder T'Pol, Displaced Survivor, 20V038: the
// non-Human [SF] personnel). A removed card stays out of the game unless
// text brings it back (Glossary: remove from the game); this is such
// text. The removed pile is face up, so which cards return is public;
// where they lie in the deck is not. Possible only with such a card
// removed, so a player with none is not asked.

// DoShuffleRemovedIntoDeck is the verb described above.
const DoShuffleRemovedIntoDeck = "shuffle-removed-into-deck"

func init() {
	registerVerbs(map[string]verb{
		DoShuffleRemovedIntoDeck: {
			doc:      "shuffle each card you own that is removed from the game and matches filter into your draw deck",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "shuffle every " + s.Filter.Text("card") + " of yours now out of the game back into your deck"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.removedMatching(ctx.p, s.Filter)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				ids := g.removedMatching(ctx.p, s.Filter)
				if len(ids) == 0 {
					return
				}
				ps := g.players[ctx.p]
				// Taken out of an open pile: every reader is shown them
				// (Rulebook: Showing Your Cards).
				text := fmt.Sprintf("%s shuffles %s, removed from the game, into the deck.", ps.Name, g.shownAll(ids))
				g.shuffleIntoDeck(ctx.p, ids)
				g.emit(Event{Kind: "shuffle", Player: ctx.p, Cards: ids, Text: text})
			},
		},
	})
}
