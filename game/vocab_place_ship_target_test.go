package game

import (
	"fmt"
	"strings"
	"testing"
)

// A made-up dilemma: the facing player puts their ship at some Nebula
// mission; failing that, everyone facing it is stopped.
const placeShipTargetCards = `
- {id: "T-PS1", title: Test Drift, unique: false, type: dilemma, dilemma: space, cost: 1, effect: [{do: place-ship, whose: your, target: {type: mission, keyword: Nebula}, if_cannot: [{do: all, outcome: stop}]}]}
`

const placeShipTargetPosition = `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships:
          - card: "I.K.S. Vor'cha"
            aboard: [Kahmis, Kroval, Dokar]
          - {card: "I.K.S. K't'inga", controller: 2, aboard: [Vorax]}
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}, {card: %s}]
    dilemmas: [Test Drift]
    deck: [Galor]
`

// TestPlaceShipTarget: with target and whose: your, only the facing
// player's ship is offered, to any mission in play matching the filter
// (here the opponent's); with no such mission the if_cannot steps follow.
// Rulebook: Facing Dilemmas ("if you cannot"); Glossary: place.
func TestPlaceShipTarget(t *testing.T) {
	lib, err := DefaultLibraryWith([]byte(placeShipTargetCards))
	if err != nil {
		t.Fatal(err)
	}
	t.Run("a Nebula mission in play", func(t *testing.T) {
		g := startScenarioWith(t, lib, fmt.Sprintf(placeShipTargetPosition, "Investigate Rumors"))
		startAttempt(t, g, "Military Exercises")
		pick(t, g, "Test Drift")
		d := expectDecision(t, g, ann, KindSelect)
		if names := optionNames(d); len(names) != 1 || !strings.Contains(names[0], "Vor'cha at Investigate Rumors") {
			t.Fatalf("options %q; want only her Vor'cha to Investigate Rumors", names)
		}
		choose(t, g, "Investigate Rumors")
		if v := find(t, g, "I.K.S. Vor'cha"); g.cards[v.Where].Card.Title != "Investigate Rumors" {
			t.Fatalf("the Vor'cha is at %s", g.cardName(v.Where))
		}
		if find(t, g, "Kahmis").Stopped {
			t.Error("the alternative ran though the ship was placed")
		}
	})
	t.Run("none", func(t *testing.T) {
		g := startScenarioWith(t, lib, fmt.Sprintf(placeShipTargetPosition, "Excavation"))
		startAttempt(t, g, "Military Exercises")
		pick(t, g, "Test Drift")
		skipEmptyWindows(t, g)
		if !hasEvent(g, "Ann: Kahmis, Kroval, Dokar stopped.") {
			t.Fatal("with no Nebula mission the alternative did not stop the crew")
		}
	})
	for _, bad := range []string{
		`{do: place-ship, if_cannot: [{do: all, outcome: stop}]}`,
		`{do: place-ship, whose: opponent, target: {type: mission}}`,
	} {
		card := `- {id: "T-PS9", title: Test Bad Drift, unique: false, type: dilemma, dilemma: space, cost: 1, effect: [` + bad + "]}\n"
		if _, err := DefaultLibraryWith([]byte(card)); err == nil {
			t.Errorf("accepted %s", bad)
		}
	}
}
