package game

import "testing"

// A made-up event: each player discards hand cards of the filter worth 3
// or more in all; a player who cannot draws a card instead.
const discardTotalCards = `
- id: test-discard-total
  title: Test Discard Total
  unique: false
  type: event
  cost: 0
  effect:
    - do: discard-from-hand
      player: each
      amount: 3
      filter: {type: personnel}
      if_cannot: [{do: draw}]
`

func discardTotalGame(t *testing.T, annHand, benHand string) *Game {
	t.Helper()
	return startScenarioWith(t, testLibWith(t, discardTotalCards), `
active: 1
players:
  - missions: [{card: "Founders' Homeworld, Home of the Great Link"}]
    hand: [Test Discard Total, `+annHand+`]
    deck: [Dokar, Dokar]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: [`+benHand+`]
    deck: [Kahmis, Kahmis]
`)
}

// Rulebook: Glossary, discard — only cards the filter matches count toward the
// total and may be picked; Done comes only once the total is reached.
func TestDiscardTotalCostCountsOnlyMatches(t *testing.T) {
	g := discardTotalGame(t, `Tholun, Dokar, Triage`, `"B'amara", Kahmis`)
	choose(t, g, "Play Test Discard Total")
	d := expectDecision(t, g, 0, KindSelect)
	if hasOption(d, "Triage") || hasOption(d, "Done") {
		t.Fatalf("a dilemma offered, or Done before the total: %q", labels(d))
	}
	choose(t, g, "Tholun")
	d = expectDecision(t, g, 0, KindSelect)
	if hasOption(d, "Done") {
		t.Fatalf("Done offered at 2 of 3: %q", labels(d))
	}
	choose(t, g, "Dokar")
	if c := find(t, g, "Tholun"); c.Zone != ZDiscard {
		t.Fatalf("Tholun in %v, want the discard pile", c.Zone)
	}
	if c := find(t, g, "Triage"); c.Zone != ZHand {
		t.Fatalf("Triage in %v, want the hand", c.Zone)
	}
	// Ben's turn to pick: his hand is worth 3.
	expectDecision(t, g, 1, KindSelect)
}

// Rulebook: Glossary, actions — a player whose matching cards cannot reach the
// total does the alternative instead, and discards nothing.
func TestDiscardTotalCostCannot(t *testing.T) {
	g := discardTotalGame(t, `Dokar, Kahmis`, `Kahmis`)
	choose(t, g, "Play Test Discard Total")
	for _, p := range []Player{0, 1} {
		if n := len(g.players[p].Hand); n != 3-int(p) {
			t.Errorf("player %d holds %d cards, want %d (nothing discarded, one drawn)", p, n, 3-int(p))
		}
		for _, id := range g.players[p].Discard {
			if g.cards[id].Card.Type == Personnel {
				t.Errorf("player %d discarded %s, want no personnel discarded", p, g.cardName(id))
			}
		}
	}
}
