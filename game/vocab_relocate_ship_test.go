package game

import (
	"slices"
	"testing"
)

// A made-up dilemma whose owner takes a ship and places it elsewhere.
const relocateShipCards = `
- {id: "T-RS1", title: Test Riptide, unique: false, type: dilemma, dilemma: space, cost: 1, effect: [{do: relocate-ship, player: opponent}]}
`

const relocateShipPosition = `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships:
          - card: "I.K.S. K't'inga"
            aboard: [Dokar, Khos, "T'vis"]
    deck: [Lopez]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
        ships: [{card: "I.K.S. Vor'cha"}]
      - card: Excavation
    dilemmas: [Test Riptide]
    deck: [Galor]
`

// TestRelocateShip: the performer may take any ship at a mission, either
// player's, to any other mission; the ship is placed there with its crew
// and its whole Range for the turn counts as used. Glossary: place.
func TestRelocateShip(t *testing.T) {
	lib, err := DefaultLibraryWith([]byte(relocateShipCards))
	if err != nil {
		t.Fatal(err)
	}
	g := startScenarioWith(t, lib, relocateShipPosition)
	startAttempt(t, g, "Military Exercises")
	pick(t, g, "Test Riptide")
	d := expectDecision(t, g, ben, KindSelect)
	names := optionNames(d)
	for _, want := range []string{"Place I.K.S. K't'inga from Military Exercises at Qo'noS, Heart of the Empire", "Place I.K.S. Vor'cha from Earth, Home of Starfleet Command at Excavation"} {
		if !slices.Contains(names, want) {
			t.Errorf("no option %q in %q", want, names)
		}
	}
	if slices.Contains(names, "Place I.K.S. K't'inga from Military Exercises at Military Exercises") {
		t.Error("a ship offered to its own mission")
	}
	choose(t, g, "Place I.K.S. K't'inga from Military Exercises at Excavation")
	s := find(t, g, "I.K.S. K't'inga")
	if g.cards[s.Where].Card.Title != "Excavation" || find(t, g, "Dokar").Where != s.ID {
		t.Fatalf("the K't'inga is at %s", g.cardName(s.Where))
	}
	if s.RangeUsed != g.shipRange(s.ID) || g.rangeLeft(s.ID) != 0 {
		t.Fatalf("Range used %d of %d", s.RangeUsed, g.shipRange(s.ID))
	}
}
