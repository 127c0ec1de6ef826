package game

import (
	"slices"
	"testing"
)

// Rulebook: Headquarters missions. With no headquarters mission, a
// personnel sent there may go aboard a [Voy] ship of its player's once
// Finding Our Way is in play for that player, and a ship to Caretaker's
// Array (its own permission); an opponent's permission gives nothing, and
// bad permissions are refused.
func TestHQInstead(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Caretaker's Array"
        ships:
          - card: "U.S.S. Equinox, Determined To Get Home"
            aboard: [Delvok]
      - card: Obtain Advanced Technology
    hand: [Finding Our Way, Thompson, "U.S.S. Equinox, Determined To Get Home"]
    deck: [Crom]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    hand: [Lopez]
    deck: [Lopez]
`)
	array := find(t, g, "Caretaker's Array").ID
	var ship, spare int
	for _, c := range g.cards[1:] {
		if c.Card.Title == "U.S.S. Equinox" {
			if c.Zone == ZAtMission {
				ship = c.ID
			} else {
				spare = c.ID
			}
		}
	}
	thompson := find(t, g, "Thompson").ID
	if got := g.hqOrInstead(0, thompson, false); len(got) != 0 {
		t.Errorf("without Finding Our Way: %v, want nothing", got)
	}
	if got := g.hqOrInstead(0, spare, false); !slices.Equal(got, []int{array}) {
		t.Errorf("a ship: %v, want the Array", got)
	}
	fow := find(t, g, "Finding Our Way")
	g.place(fow.ID, ZPlayedOn, array)
	fow.Controller = 0
	if got := g.hqOrInstead(0, thompson, false); !slices.Equal(got, []int{ship}) {
		t.Errorf("with Finding Our Way: %v, want the Equinox", got)
	}
	if got := g.hqOrInstead(1, find(t, g, "Lopez").ID, false); !slices.Equal(got, g.yourHQs(1)) {
		t.Errorf("Ben's personnel: %v, want only his headquarters", got)
	}
	for _, bad := range []string{
		`{id: "T-HQ1", title: Bad, unique: false, type: event, cost: 1, hq_instead: {}}`,
		`{id: "T-HQ2", title: Bad Two, unique: false, type: event, cost: 1, hq_instead: {aboard: {skills: [Baking]}}}`,
	} {
		if _, err := DefaultLibraryWith([]byte("- " + bad + "\n")); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}
