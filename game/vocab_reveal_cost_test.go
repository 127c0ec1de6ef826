package game

import (
	"slices"
	"testing"
)

// Made-up personnel (cost 4): as it is played, the opponent's three
// topmost dilemmas are revealed; cost -1 for each planet dilemma
// among them.
const revealCostCards = `
- {id: "T-RC1", title: Test Diviner, unique: false, type: personnel, cost: 4, affiliation: klingon, icons: [staff], species: [Klingon], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: play-cost, on: self, effect: [{do: reveal-dilemmas-cost, count: 3, whose: opponent, filter: {type: dilemma, dilemma: planet}, amount: -1}]}]}
`

// Glossary: playing a card (step 3: cost text before paying); Glossary:
// reveal; Rulebook: Paying costs. Triage and Hard of Heart (planet) and
// Wavefront (space) are revealed: the diviner costs 2, the counters fall
// from 7 to 5; the three go under the fourth card in the order picked,
// the last pick at the very bottom, face up (Ruling: Returning
// Dilemmas); the card left on top stays face down.
func TestRevealDilemmasCost(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, revealCostCards), `
active: 1
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
    hand: [Test Diviner]
    deck: [Dokar, Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [Triage, Wavefront, Hard of Heart, Coolant Leak]
    deck: [Davies]
`)
	choose(t, g, "Play Test Diviner")
	choose(t, g, "Hard of Heart", "Wavefront", "Triage")
	for g.Pending() != nil && hasOption(g.Pending(), "Pass") {
		choose(t, g, "Pass")
	}
	if g.counter != 5 {
		t.Fatalf("%d counters left, want 5 (7 - 2)", g.counter)
	}
	var pile []string
	for _, id := range g.players[1].DilemmaPile {
		pile = append(pile, g.cards[id].Card.Title)
		if up := g.cards[id].FaceUp; up != (g.cards[id].Card.Title != "Coolant Leak") {
			t.Errorf("%s face up: %v", g.cards[id].Card.Title, up)
		}
	}
	if want := []string{"Coolant Leak", "Hard of Heart", "Wavefront", "Triage"}; !slices.Equal(pile, want) {
		t.Fatalf("pile %q, want %q", pile, want)
	}
	if z := find(t, g, "Test Diviner").Zone; z != ZSurface {
		t.Fatalf("the diviner is in %s, want played", z)
	}
}

// The step is checked at load: a count, a change and a known pile.
func TestRevealDilemmasCostRefusesBadFields(t *testing.T) {
	for _, bad := range []string{
		`{do: reveal-dilemmas-cost, count: 0, whose: opponent, amount: -1}`,
		`{do: reveal-dilemmas-cost, count: 3, whose: opponent}`,
		`{do: reveal-dilemmas-cost, count: 3, whose: each, amount: -1}`,
	} {
		src := `
- {id: "T-RC9", title: Test Bad Diviner, unique: false, type: personnel, cost: 4, affiliation: klingon, icons: [staff], species: [Klingon], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: play-cost, on: self, effect: [` + bad + `]}]}
`
		if _, err := DefaultLibraryWith([]byte(src)); err == nil {
			t.Errorf("%s: loaded, want an error", bad)
		}
	}
}
