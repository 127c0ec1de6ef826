package game

import (
	"slices"
	"strings"
	"testing"
)

// A made-up personnel: Order — replace this personnel with a Vorta from
// hand (and nothing more: the original stays in play).
const replaceSelfCard = `
- {id: "T-RPL", title: Test Stand-In, unique: true, type: personnel, cost: 1, affiliation: dominion, species: [Changeling], skills: [{skill: Law, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: order, effect: [{do: replace-self, to: self, from: hand, with: {species: Vorta}}]}]}
`

// Rulings: Replacing a Personnel — the newcomer is placed where the
// original is; the original is still in play as it arrives, so a unique
// newcomer whose title its player commands cannot come; a card of the
// wrong kind is never offered.
func TestReplaceSelf(t *testing.T) {
	for _, tc := range []struct {
		name    string
		surface string
		hand    string
		offered bool
	}{
		{"a Vorta in hand replaces it", `[Test Stand-In]`, `[Tholun, Rixx]`, true},
		{"no Vorta in hand", `[Test Stand-In]`, `[Rixx]`, false},
		{"a unique Vorta already commanded", `[Test Stand-In, "Borath, Psychological Researcher"]`, `["Borath, Psychological Researcher"]`, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, testLibWith(t, replaceSelfCard), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: `+tc.surface+`
    hand: `+tc.hand+`
    deck: [Tholun]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Lopez]
`)
			offered := slices.ContainsFunc(optionLabels(g.Pending()), func(l string) bool { return strings.Contains(l, "Test Stand-In") })
			if offered != tc.offered {
				t.Fatalf("order offered %v, want %v (options %q)", offered, tc.offered, optionLabels(g.Pending()))
			}
			if !offered {
				return
			}
			choose(t, g, "Test Stand-In")
			hq := find(t, g, "Founders' Homeworld").ID
			if c := find(t, g, "Tholun"); c.Zone != ZSurface || c.Where != hq {
				t.Fatalf("Tholun not placed at the headquarters: zone %v", c.Zone)
			}
			if c := find(t, g, "Test Stand-In"); c.Zone != ZSurface {
				t.Fatalf("the original left play; only a later step moves it")
			}
			if c := find(t, g, "Rixx"); c.Zone != ZHand {
				t.Fatal("Rixx is no Vorta; he stays in hand")
			}
		})
	}
}
