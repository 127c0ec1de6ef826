package game

import (
	"slices"
	"testing"
)

// TestDiscardToDeckTopOthers: with others, the card the ability's cost
// has just discarded from the deck is not among those offered to go back
// on top; without it, it is. Rulebook: Paying costs.
func TestDiscardToDeckTopOthers(t *testing.T) {
	for _, tc := range []struct {
		others bool
		want   []string
	}{
		{true, []string{"Take Galor"}},
		{false, []string{"Take Galor", "Take Tugat"}},
	} {
		g := startScenario(t, loseCommandPosition) // vocab_about_to_lose_command_test.go
		kahmis := find(t, g, "Kahmis")
		g.place(find(t, g, "Galor").ID, ZDiscard, 0)
		g.place(find(t, g, "Tugat").ID, ZDeck, 0)
		g.players[0].Deck = []int{find(t, g, "Tugat").ID}
		text := "{when: order, cost: [{do: discard-top}], effect: [{do: discard-to-deck-top}]}"
		if tc.others {
			text = "{when: order, cost: [{do: discard-top}], effect: [{do: discard-to-deck-top, others: true}]}"
		}
		giveText(t, kahmis, "abilities: ["+text+"]")
		g.indexCards()
		g.pending, g.work = nil, nil
		g.push(g.stepFn(stepOrders)) // the orders asked again, with the text given
		g.run()
		choose(t, g, "Use Kahmis")
		var got []string
		for _, o := range g.Pending().Options {
			got = append(got, o.Label)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("others %v: offered %q, want %q", tc.others, got, tc.want)
		}
	}
}
