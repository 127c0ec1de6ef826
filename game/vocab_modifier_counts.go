package game

// Amounts a modifier's per may count beyond those of
// vocab_modifier_amounts.go: what its controller has done or holds, read
// without what modifiers change ("attributes +1 for each mission you have
// completed"; "+1 for each of your Cadets aboard, limit +4"). Both count
// only what the source's controller may consider: a card's text does not
// reach its controller's stopped cards (Glossary: stopped).

const (
	// PerCompleted: the missions the source's controller has completed.
	PerCompleted = "completed-missions"
	// PerAboard: the source's controller's cards aboard the source (a
	// ship) that Filter matches.
	PerAboard = "aboard"
)

func init() {
	for name, e := range modifierCounts() {
		if _, dup := amountRegistry[name]; dup {
			panic("game: amount " + name + " registered twice")
		}
		e.fields = append(e.fields, amountCommonFields...)
		amountRegistry[name] = &e
	}
}

func modifierCounts() map[string]amountEntry {
	return map[string]amountEntry{
		PerCompleted: {
			fields:  []VocabField{{"others", "true: this mission is not counted"}},
			doc:     "how many missions you have completed (others: besides this one)",
			example: "per: {is: completed-missions}",
			value: func(g *Game, a *Amount, ctx fxCtx, _ []int) int {
				n := 0
				for _, m := range g.players[ctx.p].Missions {
					if mc := g.cards[m]; mc.Controller == ctx.p && mc.Completed && !(a.Others && m == ctx.src) {
						n++
					}
				}
				return n
			},
			text: func(a *Amount) string {
				if a.Others {
					return "the number of other missions you have completed"
				}
				return "the number of missions you have completed"
			},
			inModifiers: true,
		},
		PerAboard: {
			fields:   []VocabField{fieldAmountFilter},
			doc:      "how many of your cards the filter matches are aboard this ship",
			example:  "per: {is: aboard, filter: {type: personnel, keyword: Cadet}, limit: 4}",
			validate: func(a *Amount) error { return validateModFilter(a.Filter) },
			value: func(g *Game, a *Amount, ctx fxCtx, _ []int) int {
				n := 0
				for _, x := range g.cards[ctx.src].Aboard {
					if g.cards[x].Controller == ctx.p && g.considers(ctx.p, x) && (a.Filter == nil || g.modMatches(a.Filter, x, nil)) {
						n++
					}
				}
				return n
			},
			text: func(a *Amount) string {
				n := "card"
				if a.Filter != nil && a.Filter.ShipCommander {
					// "corresponding Commanders aboard it" reads better than
					// the field's relative clause after a plural.
					rest := *a.Filter
					rest.ShipCommander = false
					if rest.IsZero() {
						return "the number of your corresponding Commanders aboard this ship"
					}
				}
				if a.Filter != nil {
					n = a.Filter.Text(n)
				}
				return "the number of your " + pluralNouns(n) + " aboard this ship"
			},
			inModifiers: true,
		},
	}
}
