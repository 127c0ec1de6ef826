package game

import (
	"slices"
	"testing"
)

// A made-up personnel with Biology: Order — stop your other personnel
// with Biology present to draw a card.
const stopPresentCard = `
- {id: "T-SP1", title: Test Stopper, unique: false, type: personnel, cost: 1, affiliation: klingon, species: [Klingon], skills: [{skill: Biology, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: order, cost: [{do: stop, to: present, filter: {skills: [Biology]}}], effect: [{do: draw}]}]}
`

// Glossary: actions — costs; Rulebook: Present. The cost offers only the
// player's own unstopped Biology personnel present with the card: not the
// card itself (it has Biology too), not a stopped one, not one at another
// mission, not the opponent's there. The one picked is stopped and the
// effect follows.
func TestStopOtherPresentCost(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, stopPresentCard), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Test Stopper, "B'amara", Dokar, {card: Dokar, stopped: true}, {card: Dokar, controller: 2}, Kahmis]
      - card: Sensitive Search
        surface: [Dokar]
    deck: [Kroval, Kroval]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Kroval]
`)
	choose(t, g, "Use Test Stopper")
	if got := optionLabels(g.Pending()); len(got) != 2 || !slices.Contains(got, "B'amara") || !slices.Contains(got, "Dokar") {
		t.Fatalf("options %q, want B'amara and the one unstopped Dokar of Ann's there", got)
	}
	choose(t, g, "B'amara")
	if !find(t, g, "B'amara").Stopped || find(t, g, "Test Stopper").Stopped {
		t.Fatal("B'amara pays the cost; the Stopper itself is not stopped")
	}
	if len(g.players[0].Hand) != 1 {
		t.Fatalf("hand %d cards, want the one drawn", len(g.players[0].Hand))
	}
}

// Glossary: actions — costs. With no other unstopped Biology personnel of
// the player's present, the cost cannot be paid and the order is not
// offered.
func TestStopOtherPresentCostUnpayable(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, stopPresentCard), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Test Stopper, Kahmis, {card: Dokar, stopped: true}]
      - card: Sensitive Search
        surface: [Dokar]
    deck: [Kroval]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Kroval]
`)
	for _, l := range optionLabels(g.Pending()) {
		if len(l) >= 15 && l[:15] == "Use Test Stoppe" {
			t.Fatalf("order offered without a payable cost: %q", l)
		}
	}
}
