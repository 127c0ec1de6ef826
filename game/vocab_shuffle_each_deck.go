package game

import (
	"fmt"
	"slices"
)

// shuffle-each-into-deck: every card an about-to ability answers for
// leaves play and is shuffled into its owner's draw deck, in place of
// what was about to happen to it ("any number of your personnel ... are
// about to be killed ...: shuffle each of them into your deck instead":
// Katherine Pulaski, Chief Medical Officer, 14U081). As with
// prevent-each, one use answers for all of them; each is spared the
// pending action (Ruling: Pending Effects — a card no longer in play does
// not undergo it). Cards aboard a personnel's place stay; what was on it
// (equipment carried) goes where leaving play sends it.

// DoShuffleEachDeck: the cards the ability answers for are shuffled into
// their owners' decks.
const DoShuffleEachDeck = "shuffle-each-into-deck"

func init() { registerVerbs(shuffleEachDeckVerbs()) }

func shuffleEachDeckVerbs() map[string]verb {
	return map[string]verb{
		DoShuffleEachDeck: {
			doc:  "every card the ability answers for (any number at once) leaves play and is shuffled into its owner's deck, spared the pending action",
			text: func(Step) string { return "shuffle each of them into its owner's deck instead" },
			possible: func(g *Game, ctx fxCtx, _ *Step) bool {
				return ctx.trig != nil && slices.ContainsFunc(ctx.subjects, func(id int) bool { return g.shuffleEachable(ctx, id) })
			},
			run: func(g *Game, ctx fxCtx, _ Step) {
				var moved []int
				for _, id := range ctx.subjects {
					if g.shuffleEachable(ctx, id) {
						moved = append(moved, id)
					}
				}
				// Named while still in play, face up to every reader.
				text := fmt.Sprintf("%s shuffles %s into their owner's deck.", g.shown(ctx.src), g.shownAll(moved))
				var owners []Player
				for _, id := range moved {
					g.spare(ctx, id)
					g.leavePlay(id, ZDeck)
					if o := g.cards[id].Owner; !slices.Contains(owners, o) {
						owners = append(owners, o)
					}
				}
				for _, o := range owners {
					g.shuffle(g.players[o].Deck)
				}
				g.emit(Event{Kind: "shuffle", Player: ctx.p, Cards: append([]int{ctx.src}, moved...), Text: text})
			},
		},
	}
}

// shuffleEachable: card id, one the ability answers for, is still in
// play and its pending action not yet prevented.
func (g *Game) shuffleEachable(ctx fxCtx, id int) bool {
	return id != 0 && g.cards[id].Zone.InPlay() && !ctx.trig.Prevented(id)
}
