package game

import (
	"fmt"
	"slices"
	"testing"
)

// Made-up damage dilemmas: moving the ship costs stopping a personnel
// aboard with Archaeology, or with Law.
const moveStopCards = `
- {id: "T-MS1", title: Test Dig Site, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: place-on-ship, lasting: {move_stop: {skills: [Archaeology]}}}]}
- {id: "T-MS2", title: Test Court Order, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: place-on-ship, lasting: {move_stop: {skills: [Law]}}}]}
`

const moveStopPosition = `
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
            damage: [%s]
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}, {card: Excavation}]
    deck: [Galor]
`

// TestDamageMoveStop: with no personnel aboard the damage asks for, the
// move order is not offered; with one, moving asks its player to stop
// it first, then the ship moves. Rulebook: Damage; Order – Move a ship.
func TestDamageMoveStop(t *testing.T) {
	lib, err := DefaultLibraryWith([]byte(moveStopCards))
	if err != nil {
		t.Fatal(err)
	}
	t.Run("nobody to stop", func(t *testing.T) {
		g := startScenarioWith(t, lib, fmt.Sprintf(moveStopPosition, "Test Dig Site"))
		d := expectDecision(t, g, ann, KindOrders)
		if slices.ContainsFunc(d.Options, func(o Option) bool { return o.Action == ActMove }) {
			t.Fatalf("a move is offered: %q", optionNames(d))
		}
	})
	t.Run("T'vis stopped to move", func(t *testing.T) {
		g := startScenarioWith(t, lib, fmt.Sprintf(moveStopPosition, "Test Court Order"))
		choose(t, g, "Move I.K.S. K't'inga to Qo'noS")
		d := expectDecision(t, g, ann, KindSelect)
		if names := optionNames(d); len(names) != 1 || names[0] != "Stop T'vis" {
			t.Fatalf("options %q, want only T'vis", names)
		}
		choose(t, g, "Stop T'vis")
		if !find(t, g, "T'vis").Stopped || find(t, g, "Dokar").Stopped {
			t.Fatal("T'vis alone should be stopped")
		}
		if s := find(t, g, "I.K.S. K't'inga"); g.cards[s.Where].Card.Title != "Qo'noS" {
			t.Fatalf("the ship is at %s", g.cardName(s.Where))
		}
		expectDecision(t, g, ann, KindOrders)
	})
}
