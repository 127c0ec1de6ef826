package game

import (
	"fmt"
	"testing"
)

// Made-up ship and crew: the ship is Weapons +2 while its player commands
// two Klingon personnel aboard it, and each personnel of its player aboard
// gains [Pa] while two [Pa] personnel of that player are aboard. Test
// Veteran shows [Pa] printed, Test Recruit does not.
const aboardCountCards = `
- {id: "T-AC1", title: Test Cutter, unique: false, type: ship, cost: 1, affiliation: klingon, staffing: [staff], range: 6, weapons: 5, shields: 5,
   modifiers: [{to: this-ship, while: {is: aboard-count, of: {type: personnel, species: Klingon}, at_least: 2}, weapons: 2},
               {to: aboard, of: {type: personnel}, while: {is: aboard-count, of: {type: personnel, icon: past}, at_least: 2}, gains_icon: past}]}
- {id: "T-AC2", title: Test Veteran, unique: false, type: personnel, cost: 1, affiliation: klingon, icons: [staff, past], species: [Klingon], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5}
- {id: "T-AC3", title: Test Recruit, unique: false, type: personnel, cost: 1, affiliation: klingon, icons: [staff], species: [Klingon], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5}
`

// Glossary: command; stopped; icons. The count is of the ship's player's
// unstopped cards aboard this ship that the filter matches: two Klingons
// aboard meet it, one does not, and a stopped one does not count (a
// stopped card does not satisfy a command requirement). The [Pa] the
// ship itself gives never counts toward its own condition (Rulings:
// Quetsivoo; vocab_gained_identity.go): one printed [Pa] personnel and one
// without do not make two, so neither gains it.
func TestAboardCount(t *testing.T) {
	for _, tc := range []struct {
		name, aboard string
		weapons      int
		recruitPast  bool
	}{
		{"two Klingons, two printed [Pa]", "[Test Veteran, Test Veteran, Test Recruit]", 7, true},
		{"one Klingon aboard", "[Test Recruit]", 5, false},
		{"two Klingons, one stopped", "[Test Veteran, {card: Test Recruit, stopped: true}]", 5, false},
		{"one printed [Pa] only: the ship's own [Pa] does not count", "[Test Veteran, Test Recruit]", 7, false},
		{"two printed [Pa], one stopped", "[Test Recruit, Test Veteran, {card: Test Veteran, stopped: true}]", 7, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, testLibWith(t, aboardCountCards), fmt.Sprintf(`
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Automated Repair Station
        ships: [{card: Test Cutter, aboard: %s}]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`, tc.aboard))
			ship := find(t, g, "Test Cutter").ID
			if w := g.shipWeapons(ship); w != tc.weapons {
				t.Errorf("Weapons %d, want %d", w, tc.weapons)
			}
			if got := g.hasIcon(find(t, g, "Test Recruit").ID, "past"); got != tc.recruitPast {
				t.Errorf("Test Recruit shows [Pa] = %v, want %v", got, tc.recruitPast)
			}
		})
	}
}

// The condition needs a filter.
func TestAboardCountNeedsFilter(t *testing.T) {
	src := `
- {id: "T-AC9", title: Test Bad Cutter, unique: false, type: ship, cost: 1, affiliation: klingon, staffing: [staff], range: 6, weapons: 5, shields: 5,
   modifiers: [{to: this-ship, while: {is: aboard-count, at_least: 2}, weapons: 2}]}
`
	if _, err := DefaultLibraryWith([]byte(src)); err == nil {
		t.Error("aboard-count without of: loaded, want an error")
	}
}
