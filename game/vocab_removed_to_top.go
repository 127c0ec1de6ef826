package game

// removed-to-deck-top: a card of yours lying out of the game (removed:
// face up, known to both players) and that the filter matches goes on
// top of your deck, your pick (Angelo Tassoni, 20V016: a Nucleogenic
// card). Taking it back is not playing it. A removed card is out of the
// game for good unless text says otherwise (Glossary: remove from the
// game); this is such text.

// DoRemovedToDeckTop is the verb described above.
const DoRemovedToDeckTop = "removed-to-deck-top"

func init() {
	registerVerbs(map[string]verb{
		DoRemovedToDeckTop: {
			doc:      "a card you own removed from the game, matching filter, goes on top of your deck (your pick)",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				n := s.Filter.Text("card")
				return "take " + article(n) + " " + n + " of yours, removed from the game, and put it on top of your deck"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.removedMatching(ctx.p, s.Filter)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				g.pickToDeckTop(ctx, g.removedMatching(ctx.p, s.Filter), "removed from the game", "%s places %s, removed from the game, on top of the deck.")
			},
		},
	})
}

// removedMatching lists the cards p owns that are removed from the game
// and match f by their printed facts.
func (g *Game) removedMatching(p Player, f *Filter) []int {
	var out []int
	for _, id := range g.players[p].Removed {
		if g.cards[id].Owner == p && f.MatchesCard(g.cards[id].Card) {
			out = append(out, id)
		}
	}
	return out
}
