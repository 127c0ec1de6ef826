package game

import "testing"

// Ann ends her Play and Draw Cards segment with no counters left; each
// player has an event in the core (text on a card everyone identifies
// opens the window: windowOpens).
const ordersBeginPosition = `
seed: 1
active: 1
segment: play-draw
counters: 0
players:
  - name: Ann
    missions:
      - card: "Earth, Home of Starfleet Command"
        surface: [Paulson]
    core: [Ferocity]
    deck: [Evans, Evans, Evans]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire", surface: [Kahmis]}]
    core: [Indebtedness]
    deck: [Tugat, Tugat]
`

// TestOrdersBegin: text answering the start of an Execute Orders segment
// answers once as the active player's segment begins, before the first
// order is offered; who: you keeps it to its own player's segment, who:
// opponent to the other's.
// Rulebook: Turn Sequence (2. Execute Orders).
func TestOrdersBegin(t *testing.T) {
	for _, tc := range []struct {
		name, card, text string
		ann, ben         int
	}{
		{"your segment", "Ferocity", "{when: orders-begin, who: you, effect: [{do: draw}]}", 1, 0},
		{"not the opponent's", "Indebtedness", "{when: orders-begin, who: you, effect: [{do: draw}]}", 0, 0},
		{"the opponent's segment", "Indebtedness", "{when: orders-begin, who: opponent, effect: [{do: draw}]}", 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, ordersBeginPosition)
			giveText(t, find(t, g, tc.card), "abilities: ["+tc.text+"]")
			g.indexCards()
			ann, ben := len(g.players[0].Hand), len(g.players[1].Hand)
			choose(t, g, "End Play and Draw Cards")
			expectDecision(t, g, 0, KindOrders)
			if got := len(g.players[0].Hand) - ann; got != tc.ann {
				t.Errorf("Ann drew %d, want %d", got, tc.ann)
			}
			if got := len(g.players[1].Hand) - ben; got != tc.ben {
				t.Errorf("Ben drew %d, want %d", got, tc.ben)
			}
			if g.Segment() != SegOrders {
				t.Errorf("segment %q, want execute orders", g.Segment())
			}
		})
	}
}
