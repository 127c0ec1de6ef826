package game

import "fmt"

// removed-to-discard: every card its performer owns that lies removed
// from the game and that the filter matches goes into that player's
// discard pile (Benjamin Sisko, Man of Two Worlds, 22V030: each such
// personnel). A removed card stays out of the game unless text brings it
// back (Glossary: remove from the game); this is such text. Both piles
// are face up, so the cards moved are named to every reader. Possible
// only with such a card removed, so a player with none is not asked.

// DoRemovedToDiscard is the verb described above.
const DoRemovedToDiscard = "removed-to-discard"

func init() {
	registerVerbs(map[string]verb{
		DoRemovedToDiscard: {
			doc:      "each card you own that is removed from the game and matches filter goes into your discard pile",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "put every " + s.Filter.Text("card") + " of yours now out of the game into your discard pile"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.removedMatching(ctx.p, s.Filter)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				ids := g.removedMatching(ctx.p, s.Filter)
				if len(ids) == 0 {
					return
				}
				ps := g.players[ctx.p]
				text := fmt.Sprintf("%s puts %s, removed from the game, into the discard pile.", ps.Name, g.shownAll(ids))
				for _, id := range ids {
					g.place(id, ZDiscard, 0)
				}
				g.emit(Event{Kind: "discard", Player: ctx.p, Cards: ids, Text: text})
			},
		},
	})
}
