package game

import (
	"fmt"
	"testing"
)

// Made-up personnel: Cunning +2 while a player commands a Temporal event;
// Strength +3 while no player does.
const anyPlayerCards = `
- {id: "T-AP", title: Test Watcher, unique: false, type: personnel, cost: 1, affiliation: federation, icons: [staff], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   modifiers: [{to: self, while: {is: player-commands, of: {type: event, keyword: Temporal}}, cunning: 2},
               {to: self, while: {is: no-player-commands, of: {type: event, keyword: Temporal}}, strength: 3}]}
`

// Glossary: command — an event in a player's core is commanded by that
// player; the conditions look at both players' cards. A Temporal event
// in either core turns "player-commands" on and "no-player-commands" off;
// one that is not Temporal, or a Temporal one in hand, does neither.
func TestPlayerCommandsAnyPlayer(t *testing.T) {
	for _, tc := range []struct {
		name, annCore, benCore, benHand string
		cunning, strength               int
	}{
		{"none", "[]", "[]", "[Temporal Incursion]", 5, 8},
		{"in your own core", "[Temporal Incursion]", "[]", "[]", 7, 5},
		{"in the opponent's core", "[]", "[Temporal Incursion]", "[]", 7, 5},
		{"a non-Temporal event", "[Unexpected Difficulties]", "[]", "[]", 5, 8},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, testLibWith(t, anyPlayerCards), fmt.Sprintf(`
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Test Watcher]
    core: %s
    deck: [Davies]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    core: %s
    hand: %s
    deck: [Dokar]
`, tc.annCore, tc.benCore, tc.benHand))
			s := g.stats(find(t, g, "Test Watcher").ID)
			if s.Cunning != tc.cunning || s.Strength != tc.strength {
				t.Fatalf("Cunning %d, Strength %d; want %d, %d", s.Cunning, s.Strength, tc.cunning, tc.strength)
			}
		})
	}
}

// Made-up ship: Order, while at a non-headquarters mission, stop two
// personnel aboard to draw a card.
const stopAboardShip = `
- {id: "T-SA", title: Test Tender, unique: false, type: ship, cost: 1, affiliation: federation, staffing: [staff], range: 8, weapons: 5, shields: 5,
   abilities: [{when: order, cond: at-non-headquarters, cost: [{do: stop-commanded, count: 2, to: aboard}], effect: [{do: draw}]}]}
`

// Rulebook: Order; Glossary: costs (paid in full). Stopping personnel
// aboard as a cost counts only this ship's unstopped crew: with two
// aboard and others on the planet it is offered; with one aboard it is
// not, however many are elsewhere; at a headquarters it is not.
func TestStopAboardAtNonHeadquarters(t *testing.T) {
	for _, tc := range []struct {
		name, mission, aboard string
		offered               bool
	}{
		{"two aboard at a space mission", "Automated Repair Station", "[Davies, Lopez]", true},
		{"one aboard, two on the headquarters", "Automated Repair Station", "[Davies]", false},
		{"two aboard at the headquarters", "", "[Davies, Lopez]", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			earthShips, otherShips := "[]", fmt.Sprintf("[{card: Test Tender, aboard: %s}]", tc.aboard)
			if tc.mission == "" {
				earthShips, otherShips = otherShips, "[]"
			}
			g := startScenarioWith(t, testLibWith(t, stopAboardShip), fmt.Sprintf(`
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Martin, Rixx]
        ships: %s
      - card: Automated Repair Station
        ships: %s
    deck: [Davies]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`, earthShips, otherShips))
			if got := offersLabel(g, "Use Test Tender"); got != tc.offered {
				t.Fatalf("order offered = %v, want %v", got, tc.offered)
			}
			if tc.offered {
				choose(t, g, "Use Test Tender")
				if !find(t, g, "Davies").Stopped || !find(t, g, "Lopez").Stopped || find(t, g, "Martin").Stopped {
					t.Fatal("the two aboard must be stopped, the planet's personnel not")
				}
			}
		})
	}
}
