package game

import (
	"fmt"
	"testing"
)

// A made-up dilemma lying on Ann's Military Exercises with the lasting
// effect no_attempts_while_stopped, and a made-up one on her headquarters
// with no lasting effect (only overcome when the turn ends).
const lastingStoppedCards = `
- {id: "T-LS1", title: Test Idle Hands, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: place-on-mission, lasting: {no_attempts_while_stopped: true}}, {do: at-end-of-turn, then: [{do: overcome-placed}]}]}
`

const lastingStoppedPosition = `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [{card: Kroval, stopped: %v}]
      - card: Military Exercises
        on: [Test Idle Hands]
        ships:
          - card: "I.K.S. Vor'cha"
            aboard: [Kahmis, Dokar, {card: Khos, stopped: %v}]
          - {card: "I.K.S. K't'inga", controller: 2, aboard: [{card: Vorax, stopped: true}]}
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}, {card: Excavation}]
    deck: [Galor]
`

// TestLastingNoAttemptsWhileStopped: the attempt is barred only while the
// player who faced the dilemma commands a stopped personnel at that
// mission (aboard a ship there counts: Ruling: At This Mission); one
// stopped elsewhere, or the opponent's stopped personnel there, do not
// bar it. overcome-placed then puts it beneath the mission.
// Rulebook: Facing Dilemmas (a dilemma told where to go).
func TestLastingNoAttemptsWhileStopped(t *testing.T) {
	lib, err := DefaultLibraryWith([]byte(lastingStoppedCards))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name                   string
		stoppedHQ, stoppedHere bool
		barred                 bool
	}{
		{"a stopped personnel of hers aboard a ship there", false, true, true},
		{"her stopped personnel only at another mission", true, false, false},
		{"none of hers stopped (the opponent's stopped one there)", false, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, lib, fmt.Sprintf(lastingStoppedPosition, tc.stoppedHQ, tc.stoppedHere))
			m := find(t, g, "Military Exercises")
			if got := g.attemptForbidden(ann, m.ID); got != tc.barred {
				t.Fatalf("attempt barred = %v, want %v", got, tc.barred)
			}
			d := expectDecision(t, g, ann, KindOrders)
			offered := false
			for _, o := range d.Options {
				offered = offered || o.Label == "Attempt Military Exercises"
			}
			if offered == tc.barred {
				t.Fatalf("attempt offered = %v with barred = %v: %q", offered, tc.barred, optionNames(d))
			}
			dil := find(t, g, "Test Idle Hands")
			g.overcomePlaced(dil.ID)
			if dil.Zone != ZBeneath || dil.Where != m.ID {
				t.Fatalf("after overcome-placed the dilemma is in zone %v at %d, want beneath the mission", dil.Zone, dil.Where)
			}
			if g.attemptForbidden(ann, m.ID) {
				t.Error("the bar outlived the dilemma")
			}
		})
	}
}
