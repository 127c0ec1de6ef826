package game

import (
	"strings"
	"testing"
)

// A made-up personnel whose text lets its player stop it to make a
// personnel played where it is cost -1.
const playCostOtherCards = `
- {id: "T-PC1", title: Test Patron, unique: false, type: personnel, cost: 1, affiliation: federation, icons: [staff], skills: [{skill: Diplomacy, level: 1}], integrity: 5, cunning: 5, strength: 5, abilities: [{when: play-cost, on: your, of: {type: personnel}, cond: playing-here, may: true, cost: [{do: stop, to: self}], effect: [{do: cost-mod, amount: -1}]}]}
`

// TestPlayCostOtherWay: Glossary: playing a card, step 3; Rulebook:
// Paying costs. Another card's optional cost change is a way to play the
// card, listed beside the plain one, only where its condition holds (the
// patron's mission) and while its price can be paid (a stopped patron
// cannot stop again); taking it pays the price and the lower cost.
func TestPlayCostOtherWay(t *testing.T) {
	lib, err := DefaultLibraryWith([]byte(playCostOtherCards))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name    string
		patron  string
		offered bool
	}{
		{"at the headquarters", "surface: [Test Patron]", true},
		{"stopped", "surface: [{card: Test Patron, stopped: true}]", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, lib, `
active: 1
players:
  - name: Ann
    missions:
      - card: "Earth, Home of Starfleet Command"
        `+tc.patron+`
      - card: Advanced Combat Training
    hand: [Karen Loews]
    deck: [Davies, Davies]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
			d := expectDecision(t, g, ann, KindPlayDraw)
			way := "-1 by Test Patron"
			if got := hasOption(d, way); got != tc.offered {
				t.Fatalf("the patron's way offered %v, want %v", got, tc.offered)
			}
			if !tc.offered {
				return
			}
			cost := find(t, g, "Karen Loews").Card.CostValue()
			before := g.counter
			choose(t, g, way)
			if spent := before - g.counter; spent != cost-1 {
				t.Fatalf("spent %d counters, want %d", spent, cost-1)
			}
			if !find(t, g, "Test Patron").Stopped {
				t.Fatal("the price, stopping the patron, was not paid")
			}
		})
	}
}

// TestPlayCostOtherNeedsMay: a cost change of another card with a price
// must be optional (it is a way to play the card, never forced).
func TestPlayCostOtherNeedsMay(t *testing.T) {
	forced := strings.Replace(playCostOtherCards, "may: true, ", "", 1)
	if _, err := DefaultLibraryWith([]byte(forced)); err == nil || !strings.Contains(err.Error(), "must be optional") {
		t.Fatalf("a forced priced cost change loaded: %v", err)
	}
}
