package game

import (
	"fmt"
	"slices"
)

// Dilemmas revealed from the top of a dilemma pile by a dilemma's own text
// and then put back at the bottom of that pile, in an order the player
// who revealed them picks (Overburdened, 28V003). The cards are the ones
// the same dilemma revealed for that player (reveal-top-dilemmas:
// vocab_reveal_dilemmas.go); they are known to every player, so they go
// face up, as every dilemma put under a pile does (Rulebook: Facing
// Dilemmas; attempting missions, 3.d), and a player reaching a face-up
// card shuffles the pile.

// DoRevealedDilemmasBottom: the dilemmas the performer revealed for this
// dilemma go on the bottom of their dilemma pile in the order they pick.
const DoRevealedDilemmasBottom = "revealed-dilemmas-bottom"

func init() { registerVerbs(revealedBottomVerbs()) }

func revealedBottomVerbs() map[string]verb {
	return map[string]verb{
		DoRevealedDilemmasBottom: {
			doc:         "the cards the performer revealed from their dilemma pile for this dilemma go face up under that pile, ordered as the performer picks",
			dilemmaOnly: true,
			text: func(Step) string {
				return "put the revealed cards under your dilemma pile, ordered as you like"
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.revealedDilemmasToBottom(ctx) },
		},
	}
}

// revealedDilemmasToBottom puts the cards the facing player revealed for
// the dilemma being faced, still in that player's dilemma pile, on its
// bottom: that player picks the order (the last pick lowest) when there
// are two or more.
func (g *Game) revealedDilemmasToBottom(ctx fxCtx) {
	a := g.attempt
	if a == nil || a.dilemma == 0 || ctx.src != a.dilemma {
		return
	}
	p := a.player
	cards := slices.DeleteFunc(slices.Clone(a.special.revealed[p]), func(id int) bool {
		c := g.cards[id]
		return c.Zone != ZDilemmaPile || c.Owner != p
	})
	if len(cards) == 0 {
		return
	}
	put := func(order []int) {
		for _, id := range order {
			g.toDilemmaPileBottom(id)
		}
		g.emit(Event{Kind: "dilemma-pile", Player: p, Cards: slices.Clone(order),
			Text: fmt.Sprintf("%s puts %s under the dilemma pile.", g.players[p].Name, g.shownAll(order))})
	}
	if len(cards) == 1 {
		put(cards)
		return
	}
	dec := &Decision{Player: p, Kind: KindSelect, Min: len(cards), Max: len(cards), Ordered: true,
		Prompt: fmt.Sprintf("%s: in which order do these cards go under your dilemma pile? (the last pick lowest)", g.cardName(ctx.src))}
	for _, id := range cards {
		dec.Options = append(dec.Options, Option{Label: g.cardName(id), Action: ActPick, Card: id})
	}
	g.ask(dec, func(picks []int) {
		var order []int
		for _, i := range picks {
			order = append(order, cards[i])
		}
		put(order)
	})
}
