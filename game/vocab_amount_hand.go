package game

// The number of cards in a player's hand, for a modifier's per: "this
// personnel is attributes -1 for each card in your hand" (Brennan Scott,
// 13C103). The hand's size is no number a modifier changes, so a modifier
// may count it without looping; the group count {count: your-hand} may
// not, since a group's filter may read skills and attributes.

// AmountHandSize is the amount {is: hand-size}.
const AmountHandSize = "hand-size"

func handAmounts() map[string]amountEntry {
	return map[string]amountEntry{
		AmountHandSize: {
			doc:     "the number of cards in your hand, whatever they are",
			example: "per: {is: hand-size}",
			value: func(g *Game, _ *Amount, ctx fxCtx, _ []int) int {
				return len(g.players[g.textYou(ctx)].Hand)
			},
			text:        func(*Amount) string { return "the number of cards in your hand" },
			inModifiers: true,
		},
	}
}
