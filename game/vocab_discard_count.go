package game

// A modifier's count of the cards in its player's discard pile ("+2 for
// each copy of him in your discard pile": Mond, 30V036; "+1 for each
// Diplomacy personnel in your discard pile (limit +4)": Odo, Curzon Odo,
// 6P040). A discard pile is face up (Rulebook: Discard pile), so counting
// it tells nobody a secret; the cards there are out of play, so nothing
// changes their facts and counting them cannot loop.

// PerInDiscard: the cards in the source's controller's discard pile that
// Filter matches.
const PerInDiscard = "in-discard"

func init() {
	if _, dup := amountRegistry[PerInDiscard]; dup {
		panic("game: amount " + PerInDiscard + " registered twice")
	}
	e := amountEntry{
		fields:   []VocabField{fieldAmountFilter},
		doc:      "how many cards in your discard pile the filter matches (read from their printed facts)",
		example:  "per: {is: in-discard, filter: {title: Mond}}",
		validate: func(a *Amount) error { return validateModFilter(a.Filter) },
		value: func(g *Game, a *Amount, ctx fxCtx, _ []int) int {
			n := 0
			for _, id := range g.players[ctx.p].Discard {
				if a.Filter.MatchesCard(g.cards[id].Card) {
					n++
				}
			}
			return n
		},
		text:        func(a *Amount) string { return countedText(a, " in your discard pile") },
		inModifiers: true,
	}
	e.fields = append(e.fields, amountCommonFields...)
	amountRegistry[PerInDiscard] = &e
}

// PerHighestCostInDiscard: the highest printed cost among the cards in
// the source's controller's discard pile that Filter matches, 0 with none
// (Grilka, Glorious Lady, 13R090, adds the costliest personnel's cost
// there to her attributes). Printed facts of cards out of
// play, so a modifier may read it.
const PerHighestCostInDiscard = "highest-cost-in-discard"

func init() {
	e := amountEntry{
		fields:   append([]VocabField{fieldAmountFilter}, amountCommonFields...),
		doc:      "the highest printed cost among the cards in your discard pile the filter matches (0 with none)",
		example:  "per: {is: highest-cost-in-discard, filter: {type: personnel}}",
		validate: func(a *Amount) error { return validateModFilter(a.Filter) },
		value: func(g *Game, a *Amount, ctx fxCtx, _ []int) int {
			best := 0
			for _, id := range g.players[ctx.p].Discard {
				if c := g.cards[id].Card; a.Filter.MatchesCard(c) {
					best = max(best, c.CostValue())
				}
			}
			return best
		},
		text: func(a *Amount) string {
			n := "card"
			if a.Filter != nil {
				n = a.Filter.Text(n)
			}
			return "the highest cost among the " + pluralNouns(n) + " in your discard pile"
		},
		inModifiers: true,
	}
	amountRegistry[PerHighestCostInDiscard] = &e
}
