package game

import "testing"

// A made-up personnel: attributes +1 while attempting a mission worth 35
// or more points.
const worthCard = `
- {id: "T-W1", title: Test Eager, unique: false, type: personnel, cost: 1, affiliation: dominion, species: [Vorta], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   modifiers: [{to: self, while: {is: attempting-worth, at_least: 35}, attributes: 1}]}
`

// Condition attempting-worth: the attempted mission's printed points are
// at least the number (Security Briefing 35: yes; Teplan Prime 30: no),
// and only while attempting.
func TestAttemptingWorth(t *testing.T) {
	for _, tc := range []struct {
		mission, attempt string
		strength         int
	}{
		{"Security Briefing", "Attempt Security Briefing", 6},
		{"Teplan Prime, Subjugate Planet", "Attempt Subjugate Planet", 5},
	} {
		t.Run(tc.mission, func(t *testing.T) {
			g := startScenarioWith(t, testLibWith(t, worthCard), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
      - card: "`+tc.mission+`"
        surface: [Test Eager, "Kilana, Unctuous Negotiator"]
    deck: [Crom]
  - name: Ben
    missions: [{card: "Founders' Homeworld, Home of the Great Link"}]
    dilemmas: [Triage]
    deck: [Crom]
`)
			eager := find(t, g, "Test Eager").ID
			if s := g.stats(eager).Strength; s != 5 {
				t.Fatalf("before the attempt: Strength %d", s)
			}
			choose(t, g, tc.attempt)
			choose(t, g, "Triage")
			if s := g.stats(eager).Strength; s != tc.strength {
				t.Fatalf("attempting %s: Strength %d, want %d", tc.mission, s, tc.strength)
			}
		})
	}
}
