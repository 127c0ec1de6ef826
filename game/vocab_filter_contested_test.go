package game

import (
	"strings"
	"testing"
)

// A made-up core event: each of its player's personnel at a mission that
// player commands with an opponent's Klingon there is Cunning +3.
const contestedCards = `
- {id: "T-CTD", title: Test Alarm, unique: false, type: event, cost: 0, core: true,
   modifiers: [{to: in-play, of: {type: personnel, at_own_mission_with_opponent: {species: Klingon}}, cunning: 3}]}
`

// Ruling: At This Mission: a card is at a mission on its surface or
// aboard a ship there. The field needs the mission to be its
// controller's and an opponent's matching card at it.
func TestAtOwnMissionWithOpponent(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, contestedCards), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Davies, {card: Dokar, controller: 2}]
        ships: [{card: Baraka, aboard: [Davies]}]
      - card: Excavation
        surface: [Davies, {card: Davies, controller: 2}]
    core: [Test Alarm]
    deck: [Martin]
  - name: Ben
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Kahmis, {card: Davies, controller: 1}]
    deck: [Martin]
`)
	var got []int
	for _, c := range g.cards[1:] {
		if c.Zone.InPlay() && c.Card.Title == "Davies" {
			got = append(got, g.stats(c.ID).Cunning)
		}
	}
	// Ann's at Earth beside Ben's Dokar, on the surface and aboard her
	// ship there: +3; Ann's and Ben's at Excavation (no Klingon of Ben's
	// there; Ben's own are not Ann's): none; Ann's at Ben's mission
	// beside Kahmis (not her mission): none.
	want := []int{9, 9, 6, 6, 6}
	if len(got) != len(want) {
		t.Fatalf("Davies found %d times, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("Davies #%d: Cunning %d, want %d (all: %v)", i+1, got[i], want[i], got)
		}
	}
	text := testLibWith(t, contestedCards).ByID("T-CTD").GameText()
	if w := "at a mission you command with an opponent's Klingon"; !strings.Contains(text, w) {
		t.Errorf("text %q lacks %q", text, w)
	}
}
