package game

import "fmt"

func init() { registerVerbs(discardToTopVerbs()) }

// DoDiscardToDeckTop: a card matching Filter is taken from the
// performer's discard pile and placed on top of its owner's deck
// (Superior Position, 22V025). The discard pile is face up, so the card
// is shown to every player as it moves (Glossary: discarding); the deck
// then keeps it face down on top.
const DoDiscardToDeckTop = "discard-to-deck-top"

func discardToTopVerbs() map[string]verb {
	return map[string]verb{
		DoDiscardToDeckTop: {
			doc:      "a card matching filter goes from your discard pile to the top of its owner's deck",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "move " + article(s.Filter.Text("card")) + " " + s.Filter.Text("card") + " from your discard pile to the top of its owner's deck"
			},
			// Possible when such a card is there, or the ability's cost puts
			// cards there (the deck's top card it discards may match), as
			// for take-from-discard.
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.discardMatching(ctx.p, s.Filter)) > 0 || fillsDiscard(ctx.costFirst)
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.discardToDeckTop(ctx, s) },
		},
	}
}

// discardToDeckTop: the performer picks a matching card of their discard
// pile; it goes on top of its owner's deck.
func (g *Game) discardToDeckTop(ctx fxCtx, s Step) {
	g.pickToDeckTop(ctx, g.discardMatching(ctx.p, s.Filter), "from your discard pile", "%s takes %s from the discard pile and places it on top of the deck.")
}

// pickToDeckTop offers ctx.p the cards ids (from where says); the one
// picked goes on top of its owner's deck, logged with logf (the player's
// name, the card).
func (g *Game) pickToDeckTop(ctx fxCtx, ids []int, where, logf string) {
	var acts []action
	for _, id := range ids {
		id := id
		acts = append(acts, action{Option{Label: "Take " + g.cardName(id), Action: ActPick, Card: id}, func() {
			g.toDeckTop(id)
			g.emit(Event{Kind: "deck-top", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf(logf, g.players[ctx.p].Name, g.ref(id))})
		}})
	}
	if len(acts) > 0 {
		g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": take which card "+where+" to the top of your deck?", acts)
	}
}
