package game

import (
	"slices"
	"testing"
)

// Made-up personnel: as his player begins a combat with him involved, a
// random opponent's personnel present is left out of it.
const combatBeginsCards = `
- {id: "T-CB1", title: Test Skirmisher, unique: false, type: personnel, cost: 1, affiliation: dominion, icons: [staff], skills: [{skill: Security, level: 1}], integrity: 5, cunning: 5, strength: 1, abilities: [{when: combat-begins, who: you, on: self, effect: [{do: exclude-random-from-combat}]}]}
`

func combatBeginsGame(t *testing.T, skirmisherAt string) *Game {
	t.Helper()
	here, there := `, "Test Skirmisher"`, ""
	if skirmisherAt != "planet" {
		here, there = "", `, surface: ["Test Skirmisher"]`
	}
	return startScenarioWith(t, testLibWith(t, combatBeginsCards), `
active: 1
segment: orders
players:
  - missions:
      - {card: "Founders' Homeworld, Home of the Great Link"`+there+`}
      - card: Teplan Prime, Subjugate Planet
        surface: ["Limara'Son, Fierce Soldier"`+here+`, {card: "Ikat'ika, Honorable Warrior", controller: 2}]
    deck: [Crom]
  - missions: [{card: "Founders' Homeworld, Home of the Great Link"}]
    deck: [Crom]
`)
}

// Rulebook: Combat — the personnel left out as the combat begins is not
// involved: his Strength is not counted (Ikat'ika's 9 would beat 9), and
// the winner's text, which kills an opponent's personnel involved, finds
// nobody to kill.
func TestCombatBeginsExcludedNotInvolved(t *testing.T) {
	g := combatBeginsGame(t, "planet")
	choose(t, g, "Use Limara'Son")
	choose(t, g, "Combat at Subjugate Planet")
	passAllUntil(t, g, "End Execute Orders")
	ika := find(t, g, "Ikat'ika")
	if !ika.Zone.InPlay() {
		t.Fatalf("Ikat'ika was left out of the combat, yet is in %v", ika.Zone)
	}
	if !slices.ContainsFunc(g.Log(ann), func(e Event) bool { return e.Kind == "combat" && e.Text == "Combat: Strength 9 against 0." }) {
		t.Fatalf("want Strength 9 against 0 in the log: %v", g.Log(ann))
	}
}

// Rulebook: Combat — text about a combat involving this personnel does
// not answer one he is not in: Ikat'ika's 9 beats Limara'Son's 8.
func TestCombatBeginsNotInvolved(t *testing.T) {
	g := combatBeginsGame(t, "headquarters")
	choose(t, g, "Use Limara'Son")
	choose(t, g, "Combat at Subjugate Planet")
	passAllUntil(t, g, "End Execute Orders")
	if !slices.ContainsFunc(g.Log(ann), func(e Event) bool { return e.Kind == "combat" && e.Text == "Combat: Strength 8 against 9." }) {
		t.Fatalf("want Strength 8 against 9 in the log: %v", g.Log(ann))
	}
}
