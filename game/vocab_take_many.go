package game

import "fmt"

// take-from-discard with many (Groumall, Inauspicious Command, 24V042,
// takes back as many ships as cards were discarded):
// the player takes as many matching cards as the amount counts (all there
// are, when fewer), chosen by the player and shown to every player
// (Glossary: discard pile is face up).

// takeManyText words the step.
func takeManyText(s Step) string {
	return "take as many " + plural(s.Filter.Text("card")) + " from your discard pile into hand as " + s.Many.Text()
}

// takeManyFromDiscard takes the counted number of matching cards from
// the player's discard pile into hand.
func (g *Game) takeManyFromDiscard(ctx fxCtx, s Step) {
	pool := g.discardMatching(ctx.p, s.Filter)
	n := min(s.Many.value(g, ctx, nil), len(pool))
	if n <= 0 {
		return
	}
	src, filter := ctx.src, s.Filter
	d := &Decision{Player: ctx.p, Kind: KindSelect, Min: n, Max: n,
		prompt: func(g *Game) string {
			return fmt.Sprintf("%s: take %s from your discard pile", g.cardName(src), countOf(n, filter.Text("card")))
		}, Options: make([]Option, 0, len(pool))}
	for _, id := range pool {
		d.Options = append(d.Options, Option{Action: ActPick, Card: id, label: takeLabel})
	}
	g.pose(d, nil, func(picks []int) {
		for _, i := range picks {
			id := pool[i]
			g.place(id, ZHand, 0)
			g.emit(Event{Kind: "take", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s takes %s from the discard pile into hand.", g.players[ctx.p].Name, g.shown(id))})
		}
	})
}

// takeLabel names the card an option takes from the discard pile.
func takeLabel(g *Game, o *Option) string { return "Take " + g.cardName(o.Card) }
