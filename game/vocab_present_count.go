package game

// A modifier's count of the cards present with its source ("+1 for each
// unique Klingon present (limit +4)": Ba'el, Clutching Two Worlds,
// 26V047). Unlike different-present, which counts titles, every card
// counts: two unique personnel of one title, one of each player's, are
// two (Rulebook: Uniqueness is per player). The source itself is not
// counted (Glossary: present — one card refers to the other cards there),
// and only cards its controller may consider count (a stopped card's
// characteristics are not read for its controller: Glossary: stopped).

// PerPresent: the cards present with the source that Filter matches.
const PerPresent = "present"

func init() {
	if _, dup := amountRegistry[PerPresent]; dup {
		panic("game: amount " + PerPresent + " registered twice")
	}
	e := amountEntry{
		fields:   []VocabField{fieldAmountFilter},
		doc:      "how many cards the filter matches are present with this card (each card, not each title)",
		example:  "per: {is: present, filter: {type: personnel, unique: true, species: Klingon}, limit: 4}",
		validate: func(a *Amount) error { return validateModFilter(a.Filter) },
		value: func(g *Game, a *Amount, ctx fxCtx, _ []int) int {
			me := g.cards[ctx.src].Controller
			n := 0
			for _, x := range g.presentPool(ctx.src) {
				if x != ctx.src && g.considers(me, x) && (a.Filter == nil || g.modMatches(a.Filter, x, nil)) {
					n++
				}
			}
			return n
		},
		text:        func(a *Amount) string { return countedText(a, " present") },
		inModifiers: true,
	}
	e.fields = append(e.fields, amountCommonFields...)
	amountRegistry[PerPresent] = &e
}
