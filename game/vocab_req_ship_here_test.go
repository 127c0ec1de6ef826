package game

import (
	"fmt"
	"testing"
)

// Made-up dilemmas stopping everyone facing them unless the attempting
// player has a unique ship, or a ship with Weapons more than 7, at the
// mission attempted.
const shipHereCards = `
- {id: "T-SH1", title: Test Flagship Check, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: unless, req: "a unique ship here", then: [{do: all, outcome: stop}]}]}
- {id: "T-SH2", title: Test Broadside Check, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: unless, req: "a Weapons>7 ship here", then: [{do: all, outcome: stop}]}]}
`

const shipHerePosition = `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: [Kahmis, Kroval, Dokar]
        ships: [%s]
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}, {card: Excavation}]
    dilemmas: [%s]
    deck: [Galor]
`

// TestShipHereRequirement: "a unique ship here" and "a Weapons>7 ship
// here" are met by an unstopped ship the attempting player
// commands at the mission; an opponent's ship, a stopped one, a
// non-unique one, or Weapons of exactly 7 do not meet them. Rulebook:
// Checking Mission Requirements (attributes must be greater).
func TestShipHereRequirement(t *testing.T) {
	lib, err := DefaultLibraryWith([]byte(shipHereCards))
	if err != nil {
		t.Fatal(err)
	}
	const hegh, ktinga = `{card: "I.K.S. Hegh'ta"}`, `{card: "I.K.S. K't'inga"}`
	for _, tc := range []struct {
		name, ships, dilemma string
		met                  bool
	}{
		{"her unique ship", hegh, "Test Flagship Check", true},
		{"her non-unique ship", ktinga, "Test Flagship Check", false},
		{"the opponent's unique ship", `{card: "I.K.S. Hegh'ta", controller: 2}`, "Test Flagship Check", false},
		{"her stopped unique ship", `{card: "I.K.S. Hegh'ta", stopped: true}`, "Test Flagship Check", false},
		{"Weapons 8", hegh, "Test Broadside Check", true},
		{"Weapons 7", ktinga, "Test Broadside Check", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, lib, fmt.Sprintf(shipHerePosition, tc.ships, tc.dilemma))
			startAttempt(t, g, "Sensitive Search")
			pick(t, g, tc.dilemma)
			skipEmptyWindows(t, g)
			for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
				choose(t, g, "Pass")
			}
			if got := !hasEvent(g, "Ann: Kahmis, Kroval, Dokar stopped."); got != tc.met {
				t.Fatalf("met = %v, want %v", got, tc.met)
			}
		})
	}
	for _, c := range []string{"a unique ship here", "a Weapons > 7 ship at this mission", "a Shields > 6 ship here"} {
		if k := keywordShipCond(c); k != "" {
			t.Errorf("%q read as a ship with keyword %q", c, k)
		}
		if !KnownReqCond(c) {
			t.Errorf("%q not known", c)
		}
	}
}
