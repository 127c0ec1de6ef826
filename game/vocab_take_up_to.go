package game

import (
	"fmt"
	"slices"
)

// Taking up to a number of the cards looked at (Lenara Kahn, Wormhole
// Theorist, 4U143: one event among four looked at goes to hand, shown,
// and the others go under the deck in her player's order). examine-top
// or reveal-top with take and
// limit: the player picks none up to limit of the cards take matches.
// When take names what may be taken, the cards taken from a private look
// are revealed, so the other player can check them (Rulebook: Showing
// your cards); with take: {} (any card) they stay hidden. The rest follow
// the step's order: bottom-any (on the bottom, in an order of the
// player's choosing) or discard. With limit_many instead of limit, the
// number is an amount, counted once the cards have been looked at (Sobi,
// Felicium Dealer, 29V048: one card for each different Commodity in her
// player's core); counted 0, nothing is taken.

// takeUpToManyText words a take limit that the game counts.
func takeUpToManyText(s Step) string {
	what := "of them"
	if !s.Take.IsZero() {
		what = plural(s.Take.Text("card")) + " among them"
	}
	return ", take up to as many " + what + " into hand as " + s.LimitMany.Text()
}

// takeUpToMany counts the step's limit_many, then has ctx.p take up to
// that many of top (takeUpTo) and settles the rest.
func (g *Game) takeUpToMany(ctx fxCtx, s Step, reveal bool, d Player, top []int) {
	g.withAmount(ctx, s.LimitMany, func(n int) {
		if n <= 0 {
			g.emit(Event{Kind: "look", Player: ctx.p, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s: no card may be taken (the number is 0).", g.ref(ctx.src))})
			g.settleLooked(ctx, s, d, top)
			return
		}
		s.Limit = n
		g.takeUpTo(ctx, s, reveal, d, top, func(rest []int) { g.settleLooked(ctx, s, d, rest) })
	})
}

// takeUpTo asks ctx.p which of top (looked at, of d's deck) to take, then
// calls settle with the rest.
func (g *Game) takeUpTo(ctx fxCtx, s Step, reveal bool, d Player, top []int, settle func(rest []int)) {
	var pool []int
	for _, id := range top {
		if s.Take.MatchesCard(g.cards[id].Card) {
			pool = append(pool, id)
		}
	}
	if len(pool) == 0 {
		settle(top)
		return
	}
	dec := &Decision{Player: ctx.p, Kind: KindSelect, Min: 0, Max: min(s.Limit, len(pool)),
		Prompt: fmt.Sprintf("%s: take up to %d of these into hand", g.cardName(ctx.src), s.Limit)}
	for _, id := range pool {
		dec.Options = append(dec.Options, Option{Label: "Take " + g.cardName(id), Action: ActPick, Card: id})
	}
	g.ask(dec, func(picks []int) {
		var taken []int
		for _, i := range picks {
			taken = append(taken, pool[i])
		}
		for _, id := range taken {
			g.place(id, ZHand, 0)
		}
		if len(taken) > 0 {
			if reveal || !s.Take.IsZero() {
				g.emit(Event{Kind: "take", Player: d, Cards: taken, Text: fmt.Sprintf("%s reveals %s and takes it into hand.", g.players[d].Name, g.shownAll(taken))})
			} else {
				g.emit(Event{Kind: "take", Player: d, Cards: taken, Private: true,
					Text:   fmt.Sprintf("%s takes %s into hand.", g.players[d].Name, g.refs(taken)),
					Public: fmt.Sprintf("%s takes %d card(s) into hand.", g.players[d].Name, len(taken))})
			}
		}
		settle(slices.DeleteFunc(slices.Clone(top), func(id int) bool { return slices.Contains(taken, id) }))
	})
}

// restToBottom has ctx.p put cards (looked at on top of d's deck) on the
// bottom of that deck in an order of ctx.p's choosing: the first pick is
// nearest the top, the last pick the bottom card.
func (g *Game) restToBottom(ctx fxCtx, d Player, cards []int) {
	put := func(order []int) {
		ps := g.players[d]
		rest := slices.DeleteFunc(slices.Clone(ps.Deck), func(id int) bool { return slices.Contains(order, id) })
		ps.Deck = append(rest, order...)
		g.emit(Event{Kind: "deck", Player: ctx.p, Text: fmt.Sprintf("%s puts %d card(s) on the bottom of %s's deck.", g.players[ctx.p].Name, len(order), ps.Name)})
	}
	if len(cards) <= 1 {
		if len(cards) == 1 {
			put(cards)
		}
		return
	}
	dec := &Decision{Player: ctx.p, Kind: KindSelect, Min: len(cards), Max: len(cards), Ordered: true,
		Prompt: fmt.Sprintf("%s: put these cards on the bottom of %s's deck in which order? (the last pick lowest)", g.cardName(ctx.src), g.players[d].Name)}
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
