package game

// The amounts a modifier's per counts: its numbers are multiplied by the
// count ("for each ...", "the span of that mission"). They are read for
// the modifier's source (ctx.src).

// What a modifier's per counts.
const (
	// PerDilemmaCost: the cost of the dilemma the source faces (its
	// printed cost: Rulebook: Paying costs).
	PerDilemmaCost = "dilemma-cost"
	// PerMissionSpan: the span of the mission the source attempts.
	PerMissionSpan = "mission-span"
	// PerDifferentPresent: the different cards (by title: Rulebook:
	// Uniqueness) matching Filter present with the source.
	PerDifferentPresent = "different-present"
)

func modifierAmounts() map[string]amountEntry {
	return map[string]amountEntry{
		PerDilemmaCost: {
			doc: "the printed cost of the dilemma being faced (Rulebook: Paying costs)", example: "per: {is: dilemma-cost}",
			value: func(g *Game, _ *Amount, _ fxCtx, _ []int) int {
				if at := g.attempt; at != nil && at.dilemma != 0 {
					return g.cards[at.dilemma].Card.CostValue()
				}
				return 0
			},
			text:        func(*Amount) string { return "the cost of the dilemma faced" },
			inModifiers: true,
		},
		PerMissionSpan: {
			doc: "the span of the mission being attempted", example: "per: {is: mission-span}",
			value: func(g *Game, _ *Amount, _ fxCtx, _ []int) int {
				if at := g.attempt; at != nil {
					return g.cards[at.mission].Card.Span
				}
				return 0
			},
			text:        func(*Amount) string { return "the span of the mission being attempted" },
			inModifiers: true,
		},
		PerDifferentPresent: {
			fields:   []VocabField{fieldAmountFilter},
			doc:      "how many different cards (by title: Rulebook: Uniqueness) the filter matches are present with this card",
			example:  "per: {is: different-present, filter: {type: personnel, non_unique: true}, limit: 4}",
			validate: func(a *Amount) error { return validateModFilter(a.Filter) },
			value: func(g *Game, a *Amount, ctx fxCtx, _ []int) int {
				return g.differentPresent(ctx.src, a.Filter)
			},
			text: func(a *Amount) string {
				n := "card"
				if a.Filter != nil {
					n = a.Filter.Text(n)
				}
				return "the number of different " + pluralNouns(n) + " present"
			},
			inModifiers: true,
		},
	}
}

// amount is modifier m's multiplier for source src now: 1 without Per.
func (g *Game) amount(src int, m *Modifier) int {
	if m.Per == nil {
		return 1
	}
	return m.Per.value(g, fxCtx{src: src, p: g.cards[src].Controller}, nil)
}

// differentPresent counts the different titles among the cards present
// with src that f matches and src's controller may consider.
func (g *Game) differentPresent(src int, f *Filter) int {
	me := g.cards[src].Controller
	var seen [16]string
	titles := seen[:0]
	for _, x := range g.presentPool(src) {
		if x == src || !g.considers(me, x) || (f != nil && !g.modMatches(f, x, nil)) {
			continue
		}
		key := g.cards[x].Card.titleKey
		dup := false
		for _, t := range titles {
			dup = dup || t == key
		}
		if !dup {
			titles = append(titles, key)
		}
	}
	return len(titles)
}
