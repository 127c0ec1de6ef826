package game

// commanded and commanded-beyond: counts of the cards in play a player
// commands, by their printed facts (Larg, Piece of Baktag, 3U187, grows
// with his player's Assault and Maneuver events; Crosis, Fanatical
// Lieutenant, 4R157, with how far his player's events outnumber the
// opponent's). A card commanded is one in play under that player's
// control, in a core or on another card included (Glossary: command);
// stopped cards do not count, as a stopped card satisfies no command
// requirement (Glossary: stopped). Printed facts only, so a modifier may
// count them without reading what modifiers change.

// PerCommanded and PerCommandedBeyond name the amounts.
const (
	PerCommanded       = "commanded"
	PerCommandedBeyond = "commanded-beyond"
)

func init() {
	validate := func(a *Amount) error { return validateModFilter(a.Filter) }
	noun := func(a *Amount) string {
		n := "card"
		if a.Filter != nil {
			n = a.Filter.Text(n)
		}
		return n
	}
	other := func(a *Amount) string {
		if a.Others {
			return "other "
		}
		return ""
	}
	amountRegistry[PerCommanded] = &amountEntry{
		fields:   append([]VocabField{fieldAmountFilter, {"others", "true: the card whose text counts is left out"}}, amountCommonFields...),
		doc:      "how many unstopped cards in play you command (a core included) the filter matches by their printed facts (others: not counting this card)",
		example:  "per: {is: commanded, filter: {type: event, keyword: Assault}, limit: 3}",
		validate: validate,
		value: func(g *Game, a *Amount, ctx fxCtx, _ []int) int {
			you := g.textYou(ctx)
			n := g.commandsInPlayCount(you, a.Filter, false, len(g.cards))
			if a.Others && ctx.src > 0 && ctx.src < len(g.cards) {
				if c := g.cards[ctx.src]; c.Zone.InPlay() && c.Controller == you && !c.Stopped && a.Filter.MatchesCard(c.Card) {
					n--
				}
			}
			return n
		},
		text:        func(a *Amount) string { return "the number of " + other(a) + pluralNouns(noun(a)) + " you command" },
		each:        func(a *Amount) string { return other(a) + noun(a) + " you command" },
		inModifiers: true,
	}
	amountRegistry[PerCommandedBeyond] = &amountEntry{
		fields:   append([]VocabField{fieldAmountFilter}, amountCommonFields...),
		doc:      "how many more unstopped cards in play you command than your opponent, both counted as commanded counts them (never below zero)",
		example:  "per: {is: commanded-beyond, filter: {type: event}, limit: 6}",
		validate: validate,
		value: func(g *Game, a *Amount, ctx fxCtx, _ []int) int {
			you := g.textYou(ctx)
			n := len(g.cards)
			return max(0, g.commandsInPlayCount(you, a.Filter, false, n)-g.commandsInPlayCount(you.Other(), a.Filter, false, n))
		},
		text: func(a *Amount) string {
			return "the number of " + pluralNouns(noun(a)) + " you command beyond the number your opponent commands"
		},
		each:        func(a *Amount) string { return noun(a) + " you command beyond the number your opponent commands" },
		inModifiers: true,
	}
}
