package game

// A modifier's count of the cards lying in the players' cores ("+1 for
// each event in each player's core (limit +5)": Founder Architect,
// 4R126). A core is face up (Rulebook: Core), so every player may count
// both; the cards there are events that played into it and dilemmas
// placed there, each matched by the filter. Nothing in a core is
// changed by modifiers, so counting them cannot loop.

// PerInCores: the cards in each player's core that Filter matches.
const PerInCores = "in-cores"

func init() {
	if _, dup := amountRegistry[PerInCores]; dup {
		panic("game: amount " + PerInCores + " registered twice")
	}
	e := amountEntry{
		fields:   []VocabField{fieldAmountFilter},
		doc:      "how many cards in each player's core (yours and your opponent's) the filter matches",
		example:  "per: {is: in-cores, filter: {type: event}, limit: 5}",
		validate: func(a *Amount) error { return validateModFilter(a.Filter) },
		value: func(g *Game, a *Amount, _ fxCtx, _ []int) int {
			n := 0
			for p := range g.players {
				for _, id := range g.players[p].Core {
					if g.resolvingInCore(id) {
						continue // core_resolving.go
					}
					if a.Filter == nil || a.Filter.matchesCard(g.cards[id].Card) {
						n++
					}
				}
			}
			return n
		},
		text:        func(a *Amount) string { return countedText(a, " in each player's core") },
		inModifiers: true,
	}
	e.fields = append(e.fields, amountCommonFields...)
	amountRegistry[PerInCores] = &e
}

// countedText words an amount counting the cards its filter matches
// somewhere: "the number of events in each player's core".
func countedText(a *Amount, where string) string {
	n := "card"
	if a.Filter != nil {
		n = a.Filter.Text(n)
	}
	return "the number of " + pluralNouns(n) + where
}
