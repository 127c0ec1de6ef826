package game

import (
	"slices"
	"testing"
)

// Made-up personnel for the verbs of present cards in a selection:
// exclude-present (another personnel with Security present) and
// return-present (your Jem'Hadar present, as a cost).
const presentVerbCards = `
- id: test-picker
  title: Test Picker
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
      on: self
      random: true
      may: true
      effect: [{do: exclude-present, filter: {skills: [Security]}}]
- id: test-returner
  title: Test Returner
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
    - when: while-facing
      may: true
      cost: [{do: return-present, filter: {species: Jem'Hadar}}]
      effect: [{do: attributes, amount: 1, until: dilemma}]
`

// presentVerbGame: Ann's personnel attempt Teplan Prime against Triage
// (no Biology or Medical among them: a random kill); Ben's Limara'Son is
// on the same planet.
func presentVerbGame(t *testing.T, surface string) *Game {
	t.Helper()
	g := startScenarioWith(t, testLibWith(t, presentVerbCards), `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
      - card: Teplan Prime, Subjugate Planet
        surface: [`+surface+`, {card: "Limara'Son, Fierce Soldier", controller: 2}]
    deck: [Crom]
  - name: Ben
    missions: [{card: "Founders' Homeworld, Home of the Great Link"}]
    dilemmas: [Triage]
    deck: [Crom]
`)
	choose(t, g, "Attempt Subjugate Planet")
	choose(t, g, "Triage")
	return g
}

// Glossary: random selection; Rulebook: Present — the card left out is
// another personnel present, eligible for the selection and matching the
// filter: not the card itself, not one without Security, not an
// opponent's card that is not in the selection.
func TestExcludePresentOffersOnlyEligibleMatches(t *testing.T) {
	g := presentVerbGame(t, `Test Picker, "Talak'talan, Keen Third", "Ixtana'Rax, Honored Elder"`)
	for d := g.Pending(); d != nil && !hasOption(d, "Use Test Picker"); d = g.Pending() {
		choose(t, g, "Pass")
	}
	choose(t, g, "Use Test Picker")
	if got := optionLabels(g.Pending()); !slices.Equal(got, []string{"Talak'talan, Keen Third"}) {
		t.Fatalf("options %q, want Talak'talan only", got)
	}
	choose(t, g, "Talak'talan")
	if !hasEvent(g, "leaves Talak'talan, Keen Third out of the random selection") {
		t.Fatal("Talak'talan should be left out")
	}
	if find(t, g, "Talak'talan").Zone == ZDiscard {
		t.Fatal("the card left out was killed")
	}
}

// Glossary: actions — costs: return-present returns only your personnel
// present matching the filter (not the opponent's Jem'Hadar beside
// them); the one returned leaves the attempt for its owner's hand.
func TestReturnPresentOnlyYours(t *testing.T) {
	g := presentVerbGame(t, `Test Returner, "Talak'talan, Keen Third"`)
	for d := g.Pending(); d != nil && !hasOption(d, "Use Test Returner"); d = g.Pending() {
		choose(t, g, "Pass")
	}
	choose(t, g, "Use Test Returner")
	if got := optionLabels(g.Pending()); !slices.Equal(got, []string{"Talak'talan, Keen Third"}) {
		t.Fatalf("options %q, want Talak'talan only", got)
	}
	choose(t, g, "Talak'talan")
	if z := find(t, g, "Talak'talan").Zone; z != ZHand {
		t.Fatalf("Talak'talan in %s, want hand", z)
	}
	if !hasEvent(g, "Test Returner is attributes +1") {
		t.Fatalf("the cost paid, the effect should follow: %v", lastEvents(g, 6))
	}
}
