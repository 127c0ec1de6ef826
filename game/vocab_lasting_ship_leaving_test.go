package game

import (
	"fmt"
	"testing"
)

// A made-up dilemma lying on Military Exercises that kills one personnel
// aboard each ship about to move away from it.
const shipLeavingCards = `
- {id: "T-SL1", title: Test Tripwire, unique: false, type: dilemma, dilemma: space, cost: 1, effect: [{do: place-on-mission, lasting: {kill_on_leaving: true}}]}
`

const shipLeavingPosition = `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        on: [Test Tripwire]
        %s
      - card: "McAllister C-5 Nebula, Mine Nebula"
        %s
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}, {card: Excavation}]
    deck: [Galor]
`

// crewShip is the staffed ship that moves, at one mission or the other.
const crewShip = `ships: [{card: "I.K.S. K't'inga", aboard: [Dokar, Khos, "T'vis"]}]`

// TestLastingKillOnLeaving: a ship about to move away from the mission the
// card lies on loses one personnel aboard, picked at random, then moves;
// a ship moving from elsewhere, even to that mission, loses no one.
// Rulebook: Order – Move a ship; Facing Dilemmas (random selections).
func TestLastingKillOnLeaving(t *testing.T) {
	lib, err := DefaultLibraryWith([]byte(shipLeavingCards))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, move string
		kills      bool
	}{
		{"leaving the mission", "Move I.K.S. K't'inga to Qo'noS", true},
		{"arriving at it from elsewhere", "Move I.K.S. K't'inga to Military Exercises", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ships := [2]string{crewShip, ""}
			if !tc.kills {
				ships = [2]string{"", crewShip}
			}
			g := startScenarioWith(t, lib, fmt.Sprintf(shipLeavingPosition, ships[0], ships[1]))
			choose(t, g, tc.move)
			dead := 0
			for _, n := range []string{"Dokar", "Khos", "T'vis"} {
				if c := find(t, g, n); c.Zone == ZDiscard {
					dead++
				}
			}
			if want := map[bool]int{true: 1, false: 0}[tc.kills]; dead != want {
				t.Fatalf("%d killed, want %d", dead, want)
			}
			s := find(t, g, "I.K.S. K't'inga")
			want := "Military Exercises"
			if tc.kills {
				want = "Qo'noS"
			}
			if at := g.cards[s.Where].Card.Title; at != want {
				t.Fatalf("the ship is at %s, want %s", at, want)
			}
			if d := g.Pending(); d == nil || d.Kind != KindOrders {
				t.Fatalf("want the next orders decision, got %v", d)
			}
		})
	}
}
