package game

import (
	"fmt"
	"testing"
)

// Ann's I.K.S. Vor'cha carries a made-up damage card (Triage's card
// with before_facing_aboard). At the space mission its crew attempts; at
// the planet her personnel attempt from the surface while others wait
// aboard the ship there.
const beforeFacingAboardPosition = `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: %s
        %s
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}, {card: Excavation}]
    dilemmas: [Sympathetic Magic, The Three Vipers]
    deck: [Galor]
`

// TestDamageBeforeFacingAboard: before personnel aboard the damaged ship
// face a dilemma, one of them picked at random is stopped; personnel
// attempting from a planet's surface are not aboard, so nobody is.
// Rulebook: Damage; Glossary: attempting missions (3.g, about to face).
func TestDamageBeforeFacingAboard(t *testing.T) {
	for _, tc := range []struct {
		name, mission, at, dilemma string
		stops                      bool
	}{
		{"crew aboard at a space mission", "Military Exercises",
			`ships: [{card: "I.K.S. Vor'cha", aboard: [Kahmis, Kroval, Dokar], damage: [Triage]}]`, "The Three Vipers", true},
		{"personnel on a planet", "Sensitive Search",
			"surface: [Kahmis, Kroval, Dokar]\n        ships: [{card: \"I.K.S. Vor'cha\", aboard: [Vorax], damage: [Triage]}]", "Sympathetic Magic", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, fmt.Sprintf(beforeFacingAboardPosition, tc.mission, tc.at))
			d := find(t, g, "Triage")
			c := *d.Card
			c.lasting = &Lasting{LastingAboard: LastingAboard{BeforeFacingAboard: true}}
			d.Card = &c
			choose(t, g, "Attempt "+tc.mission)
			if tc.stops {
				choose(t, g, "I.K.S. Vor'cha")
			}
			choose(t, g, tc.dilemma)
			if got := hasEvent(g, "Selected:"); got != tc.stops {
				t.Fatalf("someone picked = %v, want %v", got, tc.stops)
			}
			for _, v := range findAll(g, "Vorax") {
				if v.Stopped {
					t.Error("Vorax, aboard but not attempting, was stopped")
				}
			}
		})
	}
}
