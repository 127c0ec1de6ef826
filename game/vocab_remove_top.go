package game

import "fmt"

// remove-top: the top cards of the performer's draw deck are removed from
// the game, face up for everyone (Glossary: remove from the game). With
// player: opponent it is the opponent's deck (Holographic Hoax, 4C058:
// the opponent draws, then loses the new top card of the deck). An empty
// deck gives nothing to remove; the
// step then does nothing (a card's text does what it can).

// DoRemoveTop names the verb.
const DoRemoveTop = "remove-top"

func init() {
	registerVerbs(map[string]verb{
		DoRemoveTop: {
			doc:    "remove the top count cards (1 when absent) of the performer's deck from the game",
			fields: "count",
			text: func(s Step) string {
				if n := max(1, s.Count); n > 1 {
					return fmt.Sprintf("remove the top %d cards of your deck from the game", n)
				}
				return "remove the top card of your deck from the game"
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				for range max(1, s.Count) {
					deck := g.players[ctx.p].Deck
					if len(deck) == 0 {
						return
					}
					top := deck[0]
					g.place(top, ZRemoved, 0)
					g.emit(Event{Kind: "removed", Player: ctx.p, Cards: g.one(top), Text: fmt.Sprintf("%s: %s removed from the game off the top of %s's deck.",
						g.shown(ctx.src), g.ref(top), g.players[ctx.p].Name)})
				}
			},
		},
	})
}
