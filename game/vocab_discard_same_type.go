package game

import "fmt"

// discard-same-type: the performer discards from hand a card whose
// type is that of the card this dilemma's pick-card step singled out, as the price of an "unless" (Nonlinear Existence, 30V006:
// the owner picks a card of his or her discard pile, and the facing
// player avoids the effect by discarding one of that card's type). With
// no card picked there is no type to match, so nothing can be discarded
// (Rulings: Dilemmas With Conditional Requirements, with this very card
// as the example).

// DoDiscardSameType names the verb.
const DoDiscardSameType = "discard-same-type"

func init() {
	registerVerbs(map[string]verb{
		DoDiscardSameType: {
			doc:         "discard from your hand a card whose type is that of the card this dilemma's pick-card step picked (none picked: impossible)",
			dilemmaOnly: true,
			private:     true,
			text:        func(Step) string { return "discard a card of that card's type from hand" },
			possible:    func(g *Game, ctx fxCtx, s *Step) bool { return len(g.sameTypeInHand(ctx)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				pool := g.sameTypeInHand(ctx)
				if len(pool) == 0 {
					return
				}
				src := ctx.src
				d := &Decision{Player: ctx.p, Kind: KindSelect, Min: 1, Max: 1, Options: make([]Option, 0, len(pool)),
					prompt: func(g *Game) string {
						return fmt.Sprintf("%s: discard a card of the picked card's type from hand", g.cardName(src))
					}}
				for _, id := range pool {
					d.Options = append(d.Options, Option{Action: ActPick, Card: id, label: discardLabel})
				}
				g.pose(d, nil, func(picks []int) {
					var paid []int
					for _, i := range picks {
						g.discard(pool[i])
						paid = append(paid, pool[i])
					}
					g.notePaid(ctx, paid)
				})
			},
		},
	})
}

// sameTypeInHand lists the cards of ctx.p's hand of the picked card's type.
func (g *Game) sameTypeInHand(ctx fxCtx) []int {
	a := g.attempt
	if a == nil || a.special.picked == 0 {
		return nil
	}
	t := g.cards[a.special.picked].Card.Type
	var out []int
	for _, id := range g.players[ctx.p].Hand {
		if g.cards[id].Card.Type == t {
			out = append(out, id)
		}
	}
	return out
}
