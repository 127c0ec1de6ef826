package game

import "fmt"

// examine-hand-exchange-top: the performer examines an opponent's hand
// and chooses one of its cards; that opponent exchanges it with the top
// card of their deck — the chosen card goes on top of the deck, the card
// that was there into the hand (Khazara, 2R178). An exchange is not a
// draw, nor a discard (Glossary: exchange). The performer learns the hand
// and which card went on top; only the opponent learns the card that came
// into the hand. With the opponent's hand or deck empty there is nothing
// to exchange, and the step is not possible.

// DoExamineHandExchangeTop names the verb.
const DoExamineHandExchangeTop = "examine-hand-exchange-top"

func init() {
	registerVerbs(map[string]verb{
		DoExamineHandExchangeTop: {
			doc: "look through an opponent's hand and pick one of its cards; that opponent swaps it for the top card of their deck (it goes on top, the top card into their hand)",
			text: func(Step) string {
				return "look at your opponent's hand and pick one card of it; your opponent swaps that card for the top card of their deck (your pick goes on top of the deck)"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				opp := g.players[ctx.p.Other()]
				return len(opp.Hand) > 0 && len(opp.Deck) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.examineHandExchangeTop(ctx) },
		},
	})
}

// examineHandExchangeTop runs the verb for ctx's player.
func (g *Game) examineHandExchangeTop(ctx fxCtx) {
	opp := ctx.p.Other()
	hand := append([]int(nil), g.players[opp].Hand...)
	if len(hand) == 0 || len(g.players[opp].Deck) == 0 {
		return
	}
	g.exposedByOpponent(ctx, opp) // vocab_exposed.go
	me, them := g.players[ctx.p].Name, g.players[opp].Name
	g.emit(Event{Kind: "examine", Player: ctx.p, Cards: hand, Private: true,
		Text:   fmt.Sprintf("%s examines %s's hand: %s.", me, them, g.refs(hand)),
		Public: fmt.Sprintf("%s examines %s's hand.", me, them)})
	var acts []action
	for _, id := range hand {
		acts = append(acts, action{Option{Label: "Exchange " + g.cardName(id) + " with the top card of " + them + "'s deck", Action: ActPick, Card: id}, func() {
			top := g.players[opp].Deck[0]
			g.place(top, ZHand, 0)
			g.toDeckTop(id)
			var r [3]string
			r[ctx.p] = fmt.Sprintf("%s puts %s from %s's hand on top of %s's deck; %s takes the card that was there into hand.", me, g.cardName(id), them, them, them)
			r[opp] = fmt.Sprintf("%s puts %s from %s's hand on top of %s's deck; %s takes %s, the card that was there, into hand.", me, g.cardName(id), them, them, them, g.cardName(top))
			r[2] = fmt.Sprintf("%s puts a card from %s's hand on top of %s's deck; %s takes the card that was there into hand.", me, them, them, them)
			e := Event{Kind: "exchange", Player: ctx.p, Text: r[2]}
			e.readers = &r
			g.emit(e)
		}})
	}
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: which card of %s's hand goes on top of the deck?", g.cardName(ctx.src), them), acts)
}
