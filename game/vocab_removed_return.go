package game

import "fmt"

// Text bringing back cards its performer owns that lie removed from the
// game, every one the filter matches: shuffle-removed-into-deck (Elder
// T'Pol, Displaced Survivor, 20V038: the non-Human [SF] personnel) and
// removed-to-discard (Benjamin Sisko, Man of Two Worlds, 22V030: each such
// personnel). A removed card stays out of the game unless text brings it
// back (Glossary: remove from the game); these are such text. The removed
// pile is face up, so which cards return is public (Rulebook: Showing
// Your Cards); where they lie in a deck is not. Possible only with such a
// card removed, so a player with none is not asked.

// The verbs described above.
const (
	DoShuffleRemovedIntoDeck = "shuffle-removed-into-deck"
	DoRemovedToDiscard       = "removed-to-discard"
)

func init() {
	registerVerbs(map[string]verb{
		DoShuffleRemovedIntoDeck: removedReturnVerb(
			"shuffle each card you own that is removed from the game and matches filter into your draw deck",
			"shuffle every %s of yours now out of the game back into your deck",
			"shuffle", "%s shuffles %s, removed from the game, into the deck.",
			func(g *Game, p Player, ids []int) { g.shuffleIntoDeck(p, ids) }),
		DoRemovedToDiscard: removedReturnVerb(
			"each card you own that is removed from the game and matches filter goes into your discard pile",
			"put every %s of yours now out of the game into your discard pile",
			"discard", "%s puts %s, removed from the game, into the discard pile.",
			func(g *Game, _ Player, ids []int) {
				for _, id := range ids {
					g.place(id, ZDiscard, 0)
				}
			}),
	})
}

// removedReturnVerb is a verb moving every removed card of the performer's
// matching the filter with move, logged as kind with logText (player,
// cards shown to all).
func removedReturnVerb(doc, words, kind, logText string, move func(g *Game, p Player, ids []int)) verb {
	return verb{
		doc:      doc,
		fields:   "filter",
		validate: func(s *Step) error { return s.Filter.validate() },
		text:     func(s Step) string { return fmt.Sprintf(words, s.Filter.Text("card")) },
		possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.removedMatching(ctx.p, s.Filter)) > 0 },
		run: func(g *Game, ctx fxCtx, s Step) {
			ids := g.removedMatching(ctx.p, s.Filter)
			if len(ids) == 0 {
				return
			}
			text := fmt.Sprintf(logText, g.players[ctx.p].Name, g.shownAll(ids))
			move(g, ctx.p, ids)
			g.emit(Event{Kind: kind, Player: ctx.p, Cards: ids, Text: text})
		},
	}
}
