package game

import "testing"

// A made-up personnel: Strength +1 for each event in each player's core,
// at most +2.
const coreCountCards = `
- {id: "T-CORE-P", title: Test Core Reader, unique: false, type: personnel, cost: 1, affiliation: dominion, species: [Changeling], skills: [{skill: Law, level: 1}], integrity: 5, cunning: 5, strength: 5,
   modifiers: [{to: self, per: {is: in-cores, filter: {type: event}, limit: 2}, strength: 1}]}
`

// Rulebook: Core (events played into a core stay there, face up);
// Glossary: modifications — the count reads both players' cores and
// stops at its limit.
func TestPerInCores(t *testing.T) {
	lib := testLibWith(t, coreCountCards)
	for _, tc := range []struct {
		name         string
		mine, theirs string
		want         int
	}{
		{"empty cores", "[]", "[]", 5},
		{"an event in your core", "[Indebtedness]", "[]", 6},
		{"an event in the opponent's core", "[]", "[Ferocity]", 6},
		{"three events, limit 2", "[Indebtedness]", "[Ferocity, \"Cry \\\"Havoc!\\\"\"]", 7},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, lib, `
active: 1
segment: orders
players:
  - missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: [Test Core Reader]
    core: `+tc.mine+`
    deck: [Tholun]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    core: `+tc.theirs+`
    deck: [Dokar]
`)
			if got := g.stats(find(t, g, "Test Core Reader").ID).Strength; got != tc.want {
				t.Errorf("Strength %d, want %d", got, tc.want)
			}
		})
	}
}
