package game

import (
	"strings"
	"testing"
)

// Made-up cards: a personnel whose optional way to play its player's
// equipment costs 1 more and stops him, and then its player scores 3
// points; an equipment.
const playWayEffectCards = `
- {id: "T-PW1", title: Test Tinker, unique: false, type: personnel, cost: 1, affiliation: klingon, icons: [staff], species: [Klingon], skills: [{skill: Engineer, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: play-cost, on: your, of: {type: equipment}, may: true, cost: [{do: cost-mod, amount: 1}, {do: stop, to: self}], effect: [{do: score, amount: 3}]}]}
- {id: "T-PW2", title: Test Gadget, unique: false, type: equipment, cost: 1}
`

// Glossary: playing a card (step 3: cost-related responses); Rulebook:
// Paying costs. Played by the other card's way, the equipment costs 2, the
// personnel is stopped, and the way's effect (3 points) happens; played
// the plain way, none of that.
func TestPlayWayRunsItsEffect(t *testing.T) {
	pos := `
active: 1
segment: play
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Test Tinker]
    hand: [Test Gadget]
    deck: [Dokar, Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`
	g := startScenarioWith(t, testLibWith(t, playWayEffectCards), pos)
	choose(t, g, "Play Test Gadget (cost 2, +1 by Test Tinker")
	for g.Pending() != nil && hasOption(g.Pending(), "Pass") {
		choose(t, g, "Pass")
	}
	if g.players[0].Score != 3 || !find(t, g, "Test Tinker").Stopped || g.counter != 5 {
		t.Fatalf("score %d, tinker stopped %v, counters %d; want 3, stopped, 5", g.players[0].Score, find(t, g, "Test Tinker").Stopped, g.counter)
	}
	g = startScenarioWith(t, testLibWith(t, playWayEffectCards), pos)
	choose(t, g, "Play Test Gadget (cost 1)")
	if g.players[0].Score != 0 || find(t, g, "Test Tinker").Stopped {
		t.Fatal("the plain way scored or stopped the tinker")
	}
	if !strings.Contains(find(t, g, "Test Tinker").Card.GameText(), "if you do") {
		t.Errorf("text %q does not say what the way does", find(t, g, "Test Tinker").Card.GameText())
	}
}
