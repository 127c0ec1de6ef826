package game

import (
	"fmt"
	"testing"
)

// Made-up ships: score 5 when a crew member of the species named completes
// a mission with a skill its requirements name.
const crewSkillShips = `
- {id: "T-S1", title: Test Hauler, unique: false, type: ship, cost: 1, affiliation: dominion, staffing: [command], range: 8, weapons: 5, shields: 5,
   abilities: [{when: completed, who: you, cond: {is: crew-used-skill, of: {species: Cardassian}}, effect: [{do: score, amount: 5}]}]}
- {id: "T-S2", title: Test Lugger, unique: false, type: ship, cost: 1, affiliation: dominion, staffing: [command], range: 8, weapons: 5, shields: 5,
   abilities: [{when: completed, who: you, cond: {is: crew-used-skill, of: {species: "Jem'Hadar"}}, effect: [{do: score, amount: 5}]}]}
`

// Condition crew-used-skill (Glossary: skills — a personnel uses a skill
// to complete a mission when it completes it and has a skill the
// requirements name): Abduction Plot names Transporters, Treachery,
// Intelligence, Leadership, Law and Officer. Davin (Cardassian, Law and
// Treachery) used one; Imat'Korex, the one Jem'Hadar aboard (Biology, Honor, Programming,
// Security) used none, though aboard and completing.
func TestCrewUsedSkill(t *testing.T) {
	for _, tc := range []struct {
		ship  string
		score int
	}{
		{"Test Hauler", 40},
		{"Test Lugger", 35},
	} {
		t.Run(tc.ship, func(t *testing.T) {
			g := startScenarioWith(t, testLibWith(t, crewSkillShips), fmt.Sprintf(`
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Mouth of the Wormhole, Terok Nor"
      - card: Risan Approach, Abduction Plot
        ships:
          - card: %s
            aboard: [Davin, Nerot, Greitak, "Imat'Korex", Tholun, "Weyoun, Scheming Negotiator", Davin]
    deck: [Lam]
  - name: Ben
    missions: [{card: "Founders' Homeworld, Home of the Great Link"}]
    deck: [Lam]
`, tc.ship))
			choose(t, g, "Attempt Abduction Plot")
			choose(t, g, "(7 personnel)")
			choose(t, g)
			finishAttempt(t, g, "")
			if got := g.players[ann].Score; got != tc.score {
				t.Errorf("%s: score %d, want %d", tc.ship, got, tc.score)
			}
		})
	}
}
