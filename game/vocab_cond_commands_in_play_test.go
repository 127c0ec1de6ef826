package game

import (
	"fmt"
	"testing"
)

// Made-up personnel: Cunning +2 while an opponent commands an Assault
// event; Strength +3 while you command an event in your core; Integrity
// +1 while an opponent commands a Klingon personnel.
const commandsInPlayCards = `
- {id: "T-CIP", title: Test Sentry, unique: false, type: personnel, cost: 1, affiliation: federation, icons: [staff], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   modifiers: [{to: self, while: {is: commands-in-play, who: opponent, of: {type: event, keyword: Assault}}, cunning: 2},
               {to: self, while: {is: commands-in-play, who: you, what: core, of: {type: event}}, strength: 3},
               {to: self, while: {is: commands-in-play, who: opponent, of: {type: personnel, species: Klingon}}, integrity: 1}]}
`

// Glossary: command; core; stopped. An event in a player's core is
// commanded by that player, so the condition looks at cores as well as
// missions; a card in hand is not commanded, and a stopped card does not
// satisfy a command requirement.
func TestCommandsInPlay(t *testing.T) {
	for _, tc := range []struct {
		name, annCore, benCore, benHand, benSurface string
		integrity, cunning, strength                int
	}{
		{"nothing commanded", "[]", "[]", "[]", "[]", 5, 5, 5},
		{"an Assault event in the opponent's core", "[]", "[Ferocity]", "[]", "[]", 5, 7, 5},
		{"an Assault event in your own core", "[Ferocity]", "[]", "[]", "[]", 5, 5, 8},
		{"an Assault event in the opponent's hand", "[]", "[]", "[Ferocity]", "[]", 5, 5, 5},
		{"the opponent's unstopped Klingon", "[]", "[]", "[]", "[Dokar]", 6, 5, 5},
		{"the opponent's stopped Klingon", "[]", "[]", "[]", "[{card: Dokar, stopped: true}]", 5, 5, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, testLibWith(t, commandsInPlayCards), fmt.Sprintf(`
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Test Sentry]
    core: %s
    deck: [Davies]
  - name: Ben
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: %s
    core: %s
    hand: %s
    deck: [Dokar]
`, tc.annCore, tc.benSurface, tc.benCore, tc.benHand))
			s := g.stats(find(t, g, "Test Sentry").ID)
			if s.Integrity != tc.integrity || s.Cunning != tc.cunning || s.Strength != tc.strength {
				t.Fatalf("attributes %d/%d/%d; want %d/%d/%d", s.Integrity, s.Cunning, s.Strength, tc.integrity, tc.cunning, tc.strength)
			}
		})
	}
}

// The condition's fields are checked at load: who must be you or
// opponent, what only core.
func TestCommandsInPlayRefusesBadFields(t *testing.T) {
	for _, bad := range []string{
		`{is: commands-in-play, who: each, of: {type: event}}`,
		`{is: commands-in-play, who: you, what: hand, of: {type: event}}`,
		`{is: commands-in-play, who: you}`,
	} {
		src := `
- {id: "T-CIPX", title: Test Bad Sentry, unique: false, type: personnel, cost: 1, affiliation: federation, icons: [staff], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   modifiers: [{to: self, while: ` + bad + `, cunning: 2}]}
`
		if _, err := DefaultLibraryWith([]byte(src)); err == nil {
			t.Errorf("%s: loaded, want an error", bad)
		}
	}
}
