package game

import "strings"

// given-away: how many different cards (by title) a player owns that an
// opponent commands, matching a filter (Ornithar, First Minister, 25V033,
// grows with each distinct Commodity of his player's that the other side
// now holds, up to three). Ownership never changes, and command is a fact of where a card
// lies (Glossary: own, command), so counting it reads nothing a modifier
// changes and a modifier may use it. Two copies of one title count once
// (Rulebook: Uniqueness: cards are told apart by title).

// PerGivenAway names the amount.
const PerGivenAway = "given-away"

func init() {
	amountRegistry[PerGivenAway] = &amountEntry{
		fields:  append([]VocabField{fieldAmountFilter}, amountCommonFields...),
		doc:     "how many different cards (by title) you own that an opponent commands, matching the filter",
		example: "per: {is: given-away, filter: {keyword: Commodity}, limit: 3}",
		validate: func(a *Amount) error {
			return validateModFilter(a.Filter)
		},
		value: func(g *Game, a *Amount, ctx fxCtx, _ []int) int {
			seen := map[string]bool{}
			g.eachGivenAway(g.textYou(ctx), a.Filter, func(c *Inst) { seen[strings.ToLower(c.Card.Title)] = true })
			return len(seen)
		},
		text: func(a *Amount) string {
			n := "card"
			if a.Filter != nil {
				n = a.Filter.Text(n)
			}
			return "the number of different " + pluralNouns(n) + " you own that an opponent commands"
		},
		each: func(a *Amount) string {
			n := "card"
			if a.Filter != nil {
				n = a.Filter.Text(n)
			}
			return "different " + n + " you own that an opponent commands"
		},
		inModifiers: true,
	}
}

// given-away-cards: the same count with each card counted, two copies of
// one title twice (Zyree, 25V034, is cheaper by one per Commodity
// event of hers the opponent holds).
const PerGivenAwayCards = "given-away-cards"

func init() {
	amountRegistry[PerGivenAwayCards] = &amountEntry{
		fields:  append([]VocabField{fieldAmountFilter}, amountCommonFields...),
		doc:     "how many cards you own that an opponent commands, matching the filter, each copy counted",
		example: "many: {is: given-away-cards, filter: {type: event, keyword: Commodity}}",
		validate: func(a *Amount) error {
			return validateModFilter(a.Filter)
		},
		value: func(g *Game, a *Amount, ctx fxCtx, _ []int) int {
			n := 0
			g.eachGivenAway(g.textYou(ctx), a.Filter, func(*Inst) { n++ })
			return n
		},
		text: func(a *Amount) string {
			return "the number of " + pluralNouns(givenAwayNoun(a)) + " you own that an opponent commands"
		},
		each:        func(a *Amount) string { return givenAwayNoun(a) + " you own that an opponent commands" },
		inModifiers: true,
	}
}

func givenAwayNoun(a *Amount) string {
	if a.Filter != nil {
		return a.Filter.Text("card")
	}
	return "card"
}

// eachGivenAway calls f with each card in play that you own, an opponent
// commands and f matches (nil: any).
func (g *Game) eachGivenAway(you Player, f *Filter, fn func(c *Inst)) {
	for _, c := range g.cards[1:] {
		if c.Zone.InPlay() && c.Owner == you && c.Controller != you && (f == nil || f.matchesCard(c.Card)) {
			fn(c)
		}
	}
}
