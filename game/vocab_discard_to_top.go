package game

import (
	"fmt"
	"slices"
)

func init() { registerVerbs(discardToTopVerbs()) }

// DoDiscardToDeckTop: a card matching Filter is taken from the
// performer's discard pile and placed on top of its owner's deck
// (Superior Position, 22V025). The discard pile is face up, so the card
// is shown to every player as it moves (Glossary: discarding); the deck
// then keeps it face down on top. With others, the cards the ability's
// cost has just put there are not taken ("discard your deck's top card to
// put any other card of your discard pile on top": Ocett, Dogged Rival,
// 1R248).
const DoDiscardToDeckTop = "discard-to-deck-top"

func discardToTopVerbs() map[string]verb {
	return map[string]verb{
		DoDiscardToDeckTop: {
			doc:      "a card matching filter goes from your discard pile to the top of its owner's deck (others: not one the ability's cost just put there)",
			fields:   "filter others",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				if s.Others {
					return "move another " + s.Filter.Text("card") + " from your discard pile to the top of its owner's deck"
				}
				return "move " + article(s.Filter.Text("card")) + " " + s.Filter.Text("card") + " from your discard pile to the top of its owner's deck"
			},
			// Possible when such a card is there, or the ability's cost puts
			// cards there (the deck's top card it discards may match), as
			// for take-from-discard.
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.discardMatching(ctx.p, s.Filter)) > 0 || !s.Others && fillsDiscard(ctx.costFirst)
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.discardToDeckTop(ctx, s) },
		},
	}
}

// discardToDeckTop: the performer picks a matching card of their discard
// pile; it goes on top of its owner's deck.
func (g *Game) discardToDeckTop(ctx fxCtx, s Step) {
	ids := g.discardMatching(ctx.p, s.Filter)
	if s.Others {
		paid := g.plays.paid[ctx.src]
		ids = slices.DeleteFunc(ids, func(id int) bool { return slices.Contains(paid, id) })
	}
	g.pickToDeckTop(ctx, ids, "from your discard pile", "%s takes %s from the discard pile and places it on top of the deck.")
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
