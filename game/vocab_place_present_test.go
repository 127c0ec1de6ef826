package game

import (
	"slices"
	"testing"
)

// A made-up personnel: Order — place a Jem'Hadar from hand present with
// this personnel.
const placePresentCard = `
- {id: "T-P1", title: Test Caller, unique: false, type: personnel, cost: 1, affiliation: dominion, species: [Vorta], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: order, effect: [{do: place-present-from-hand, filter: {species: Jem'Hadar}}]}]}
`

// Rulebook: Uniqueness — a card placed from hand obeys it: a second
// Remata'Klan is not offered, Limara'Son is, and is placed where the
// Caller is (aboard its ship), not played (no counters, no attempt).
func TestPlacePresentFromHand(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, placePresentCard), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: ["Remata'Klan, Unit Leader"]
        ships: [{card: Jem'Hadar Warship, aboard: [Test Caller]}]
    hand: ["Remata'Klan, Unit Leader", "Limara'Son, Fierce Soldier", Lam]
    deck: [Crom]
  - name: Ben
    missions: [{card: "Founders' Homeworld, Home of the Great Link"}]
    deck: [Crom]
`)
	choose(t, g, "Use Test Caller")
	if got := optionLabels(g.Pending()); !slices.Equal(got, []string{"Place Limara'Son, Fierce Soldier"}) {
		t.Fatalf("options %q, want Limara'Son only", got)
	}
	choose(t, g, "Limara'Son")
	l, ship := find(t, g, "Limara'Son"), find(t, g, "Jem'Hadar Warship")
	if l.Zone != ZAboard || l.Where != ship.ID || l.Controller != ann {
		t.Fatalf("Limara'Son in %s at %d, want aboard the Warship", l.Zone, l.Where)
	}
}
