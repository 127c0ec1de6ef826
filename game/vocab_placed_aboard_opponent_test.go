package game

import (
	"strings"
	"testing"
)

// Made-up cards: personnel whose order gives command of themselves to
// the opponent aboard one of his ships (give-self-aboard places them
// there), one an Infiltrator and one not.
const placedAboardCards = `
- {id: "T-PA1", title: Test Plant, unique: false, type: personnel, cost: 1, affiliation: dominion, icons: [staff], keywords: [Infiltrator], skills: [{skill: Security, level: 1}], integrity: 5, cunning: 5, strength: 5, abilities: [{when: order, effect: [{do: give-self-aboard}]}]}
- {id: "T-PA2", title: Test Envoy, unique: false, type: personnel, cost: 1, affiliation: dominion, icons: [staff], skills: [{skill: Security, level: 1}], integrity: 5, cunning: 5, strength: 5, abilities: [{when: order, effect: [{do: give-self-aboard}]}]}
`

func placedAboardLibrary(t testing.TB) *Library {
	t.Helper()
	return sharedLibWith(t, placedAboardCards)
}

// Glossary: play and place; command and owner. Placing a personnel Ann
// owns aboard Ben's ship fires placed-aboard-opponent; Guna'shan
// (38V025) answers it from Ann's hand (from_hand, on: owned, of an
// Infiltrator) and, used, is placed at her headquarters; a placed
// non-Infiltrator leaves him in hand, and so does declining.
func TestPlacedAboardOpponentFromHand(t *testing.T) {
	cases := []struct {
		name    string
		placer  string
		use     bool
		offered bool
	}{
		{"Infiltrator placed, used", "Test Plant", true, true},
		{"Infiltrator placed, declined", "Test Plant", false, true},
		{"not an Infiltrator", "Test Envoy", false, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, placedAboardLibrary(t), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: [`+tc.placer+`]
    hand: ["Guna'shan"]
    deck: [Lam]
  - name: Ben
    missions:
      - card: "Cardassia Prime, Hardscrabble World"
        ships: [{card: Keldon Advanced, aboard: [Jural]}]
    deck: [Tajor]
`)
			choose(t, g, tc.placer)
			placer, ship := find(t, g, tc.placer), find(t, g, "Keldon Advanced")
			if placer.Zone != ZAboard || placer.Where != ship.ID || placer.Controller != ben {
				t.Fatalf("%s not given to Ben aboard his ship", tc.placer)
			}
			offered := false
			if d := g.Pending(); d != nil {
				for _, o := range d.Options {
					offered = offered || strings.Contains(o.Label, "Use Guna'shan")
				}
			}
			if offered != tc.offered {
				t.Fatalf("Guna'shan offered %v, want %v", offered, tc.offered)
			}
			if offered {
				if tc.use {
					choose(t, g, "Use Guna'shan")
				} else {
					choose(t, g, "Pass")
				}
			}
			guna := find(t, g, "Guna'shan")
			hq := find(t, g, "Founders' Homeworld")
			if tc.use && (guna.Zone != ZSurface || guna.Where != hq.ID || guna.Controller != ann) {
				t.Fatalf("Guna'shan zone %v where %d: want at Founders' Homeworld", guna.Zone, guna.Where)
			}
			if !tc.use && guna.Zone != ZHand {
				t.Fatalf("Guna'shan left the hand: zone %v", guna.Zone)
			}
		})
	}
}
