package game

import (
	"fmt"
	"slices"
)

// hand-all-to-deck-top: every card in the performer's hand that the
// filter matches goes on top of the performer's deck, in an order the
// performer picks (Swashbuckler at Heart, 12R017: each interrupt of a
// hand just revealed). Unlike hand-to-deck-top (a chosen number of
// cards, unseen) it takes them all; the cards are named in the log,
// since a text that uses it has the hand revealed first. With none it
// does nothing; with one there is no order to pick.

// DoHandAllToDeckTop is the verb described above.
const DoHandAllToDeckTop = "hand-all-to-deck-top"

func init() {
	registerVerbs(map[string]verb{
		DoHandAllToDeckTop: {
			doc:      "every card in your hand matching filter goes on top of your deck, in the order you pick (with two or more)",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "place each " + s.Filter.Text("card") + " in your hand on top of your deck, ordered as you choose"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.handMatching(ctx.p, s.Filter)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				ids := g.handMatching(ctx.p, s.Filter)
				switch len(ids) {
				case 0:
					return
				case 1:
					g.handToDeckTopInOrder(ctx, ids)
					return
				}
				d := &Decision{Player: ctx.p, Kind: KindSelect, Min: len(ids), Max: len(ids), Ordered: true,
					Prompt: fmt.Sprintf("%s: place these cards from hand on top of your deck in which order? (first pick on top)", g.cardName(ctx.src))}
				for _, id := range ids {
					d.Options = append(d.Options, Option{Label: g.cardName(id), Action: ActPick, Card: id})
				}
				g.ask(d, func(picks []int) {
					order := make([]int, 0, len(picks))
					for _, k := range picks {
						order = append(order, ids[k])
					}
					g.handToDeckTopInOrder(ctx, order)
				})
			},
		},
	})
}

// handToDeckTopInOrder places the cards of order (still in ctx.p's hand)
// on top of the deck, order[0] ending on top.
func (g *Game) handToDeckTopInOrder(ctx fxCtx, order []int) {
	order = slices.DeleteFunc(slices.Clone(order), func(id int) bool { return !g.inHand(ctx.p, id) })
	if len(order) == 0 {
		return
	}
	for _, id := range slices.Backward(order) {
		g.toDeckTop(id)
	}
	g.emit(Event{Kind: "deck-top", Player: ctx.p, Cards: order,
		Text: fmt.Sprintf("%s places %s from hand on top of the deck, %s on top.", g.players[ctx.p].Name, g.refs(order), g.ref(order[0]))})
}
