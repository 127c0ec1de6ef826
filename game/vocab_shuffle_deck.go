package game

// Shuffling a draw deck as card text asks ("each player chooses one: ...
// shuffle his or her deck": Orfil Quinteros, 12U079). A deck is face
// down already, so only its order changes.

// DoShuffleDeck: the performer shuffles their draw deck.
const DoShuffleDeck = "shuffle-deck"

func init() { registerVerbs(shuffleDeckVerbs()) }

func shuffleDeckVerbs() map[string]verb {
	return map[string]verb{
		DoShuffleDeck: {
			doc:  "shuffle your draw deck",
			text: func(Step) string { return "shuffle your deck" },
			run: func(g *Game, ctx fxCtx, _ Step) {
				ps := g.players[ctx.p]
				g.shuffle(ps.Deck)
				g.emit(Event{Kind: "shuffle", Player: ctx.p, Text: ps.Name + " shuffles the deck."})
			},
		},
	}
}
