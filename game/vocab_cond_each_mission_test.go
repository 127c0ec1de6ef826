package game

import (
	"fmt"
	"testing"
)

// Made-up personnel: Cunning +2 while each of your non-headquarters
// missions is in the Gamma Quadrant.
const eachMissionCards = `
- {id: "T-EMI", title: Test Surveyor, unique: false, type: personnel, cost: 1, affiliation: federation, icons: [staff], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   modifiers: [{to: self, while: {is: each-mission-is, of: {quadrant: gamma}}, cunning: 2}]}
`

// Glossary: command; quadrant. Only the missions its player commands
// count, headquarters left out; with no other mission "each" holds; an
// opponent's Alpha Quadrant mission does not matter.
func TestEachMissionIs(t *testing.T) {
	for _, tc := range []struct {
		name, annMissions string
		cunning           int
	}{
		{"only a headquarters", "", 7},
		{"two Gamma Quadrant missions", "\n      - card: Camping Trip\n      - card: Survey Star System", 7},
		{"a Gamma and an Alpha Quadrant mission", "\n      - card: Camping Trip\n      - card: Excavation", 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, testLibWith(t, eachMissionCards), fmt.Sprintf(`
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Test Surveyor]%s
    deck: [Davies]
  - name: Ben
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Amnesty Talks
    deck: [Dokar]
`, tc.annMissions))
			if got := g.stats(find(t, g, "Test Surveyor").ID).Cunning; got != tc.cunning {
				t.Fatalf("Cunning %d; want %d", got, tc.cunning)
			}
		})
	}
}
