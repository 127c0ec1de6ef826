package game

import (
	"slices"
	"testing"
)

// Made-up personnel: before a random selection, this personnel and any
// Security personnel present may be left out of it.
const excludeAnyCards = `
- id: test-shield
  title: Test Shield
  unique: false
  type: personnel
  affiliation: dominion
  species: [Vorta]
  skills: [{skill: Honor, level: 1}]
  cost: 1
  integrity: 5
  cunning: 5
  strength: 5
  abilities:
    - when: about-to-select
      random: true
      may: true
      effect: [{do: exclude-any-present, filter: {type: personnel, skills: [Security]}}]
`

// Glossary: selections (random); Ruling: Set Up (such text answers before
// the pick). Triage finds no Biology or Medical personnel and kills one at
// random: the shield's player is offered the shield and the Security
// personnel present (not the one without Security, not the opponent's
// card beside them), leaves both out, and the third is killed.
func TestExcludeAnyPresentLeavesSeveralOut(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, excludeAnyCards), `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
      - card: Teplan Prime, Subjugate Planet
        surface: [Test Shield, "Talak'talan, Keen Third", "Ixtana'Rax, Honored Elder", {card: "Limara'Son, Fierce Soldier", controller: 2}]
    deck: [Crom]
  - name: Ben
    missions: [{card: "Founders' Homeworld, Home of the Great Link"}]
    dilemmas: [Triage]
    deck: [Crom]
`)
	choose(t, g, "Attempt Subjugate Planet")
	choose(t, g, "Triage")
	for d := g.Pending(); d != nil && !hasOption(d, "Use Test Shield"); d = g.Pending() {
		choose(t, g, "Pass")
	}
	choose(t, g, "Use Test Shield")
	got := optionLabels(g.Pending())
	slices.Sort(got)
	if !slices.Equal(got, []string{"Talak'talan, Keen Third", "Test Shield"}) {
		t.Fatalf("options %q, want Talak'talan and Test Shield", got)
	}
	choose(t, g, "Test Shield", "Talak'talan")
	for g.Pending() != nil && hasOption(g.Pending(), "Pass") {
		choose(t, g, "Pass")
	}
	if z := find(t, g, "Ixtana'Rax").Zone; z != ZDiscard {
		t.Fatalf("Ixtana'Rax in %s, want killed", z)
	}
	for _, n := range []string{"Test Shield", "Talak'talan"} {
		if find(t, g, n).Zone == ZDiscard {
			t.Fatalf("%s was left out but killed", n)
		}
	}
}
