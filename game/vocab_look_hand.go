package game

import (
	"fmt"
	"slices"
)

// Looking at an opponent's hand and nothing more ("you may examine an
// opponent's hand"): the cards are shown to the examining player only
// (Glossary: examine; Ruling: Examining a Card — they stay where they
// are). The log names them to that player and tells the other player only
// that their hand was examined.

// DoLookAtHand: examine an opponent's hand.
const DoLookAtHand = "look-at-hand"

func init() { registerVerbs(lookAtHandVerbs()) }

func lookAtHandVerbs() map[string]verb {
	return map[string]verb{
		DoLookAtHand: {
			doc:  "examine an opponent's hand (the cards stay there)",
			text: func(Step) string { return "examine an opponent's hand" },
			run:  func(g *Game, ctx fxCtx, s Step) { g.lookAtHand(ctx) },
		},
	}
}

// lookAtHand shows the opponent's hand to ctx's player alone.
func (g *Game) lookAtHand(ctx fxCtx) {
	opp := ctx.p.Other()
	hand := slices.Clone(g.players[opp].Hand)
	me, them := g.players[ctx.p].Name, g.players[opp].Name
	shown := "no cards"
	if len(hand) > 0 {
		shown = g.refs(hand)
		g.exposedByOpponent(ctx, opp) // vocab_exposed.go
	}
	g.emit(Event{Kind: "examine", Player: ctx.p, Cards: hand, Private: true,
		Text:   fmt.Sprintf("%s examines %s's hand: %s.", me, them, shown),
		Public: fmt.Sprintf("%s examines %s's hand.", me, them)})
}
