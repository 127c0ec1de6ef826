package game

import (
	"slices"
	"testing"
)

// A made-up mission: at the end of each of your turns, remove a damage
// card from your ship here (mandatory).
const removeDamageMission = `
- {id: "T-RD", title: Test Dock, unique: true, type: mission, mission: space, span: 2, points: 30, quadrant: Alpha,
   attempt_by: [federation], requirements: "Honor",
   abilities: [{when: end-of-turn, who: you, effect: [{do: remove-damage}]}]}
`

// Rulebook: Damage — a damage card removed goes to its owner's discard
// pile, a dilemma under its owner's pile. The end-of-turn trigger fires
// for the player whose turn ends; the performer picks one of the damage
// cards on its ships at this mission, and only one is removed.
func TestRemoveDamageAtEndOfTurn(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, removeDamageMission), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Test Dock
        ships: [{card: "U.S.S. Excelsior", aboard: [Davies, Lopez, Martin], damage: [Aggressive Behavior, Rixx]}]
    deck: [Rixx, Rixx]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar, Dokar]
`)
	choose(t, g, "End Execute Orders")
	got := optionLabels(g.Pending())
	want := []string{"Remove Aggressive Behavior from U.S.S. Excelsior", "Remove Rixx from U.S.S. Excelsior"}
	if !slices.Equal(got, want) {
		t.Fatalf("options %q, want %q", got, want)
	}
	choose(t, g, "Remove Rixx")
	ship := find(t, g, "U.S.S. Excelsior")
	if len(ship.Damage) != 1 || g.cards[ship.Damage[0]].Card.Title != "Aggressive Behavior" {
		t.Fatalf("damage left %v, want Aggressive Behavior only", g.refs(ship.Damage))
	}
}
