package game

import (
	"fmt"
	"strings"
	"testing"
)

// Made-up personnel: Cunning +2 while its player commands exactly one
// ship; Strength +1 while that player commands no ship at all.
const commandsCountCards = `
- {id: "T-CCT", title: Test Harbormaster, unique: false, type: personnel, cost: 1, affiliation: federation, icons: [staff], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   modifiers: [{to: self, while: {is: commands-count, of: {type: ship}, at_least: 1, at_most: 1}, cunning: 2},
               {to: self, while: {is: commands-count, of: {type: ship}, at_most: 0}, strength: 1}]}
`

// Rulebook: Command and Owner: a player commands each card they have in
// play, so a stopped ship counts; an opponent's ship does not.
func TestCommandsCount(t *testing.T) {
	for _, tc := range []struct {
		name, annShips, benShips string
		cunning, strength        int
	}{
		{"no ship", "[]", "[]", 5, 6},
		{"one ship", "[Baraka]", "[]", 7, 5},
		{"one stopped ship", "[{card: Baraka, stopped: true}]", "[]", 7, 5},
		{"two ships", "[Baraka, \"I.K.S. K't'inga\"]", "[]", 5, 5},
		{"the opponent's ship does not count", "[]", "[Baraka]", 5, 6},
		{"one each", "[Baraka]", "[\"I.K.S. K't'inga\"]", 7, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, testLibWith(t, commandsCountCards), fmt.Sprintf(`
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Test Harbormaster]
        ships: %s
    deck: [Davies]
  - name: Ben
    missions:
      - card: "Qo'noS, Heart of the Empire"
        ships: %s
    deck: [Dokar]
`, tc.annShips, tc.benShips))
			s := g.stats(find(t, g, "Test Harbormaster").ID)
			if s.Cunning != tc.cunning || s.Strength != tc.strength {
				t.Fatalf("Cunning %d, Strength %d; want %d, %d", s.Cunning, s.Strength, tc.cunning, tc.strength)
			}
		})
	}
}

// TestCommandsCountWords: the condition's words for its bounds.
func TestCommandsCountWords(t *testing.T) {
	got := testLibWith(t, commandsCountCards).ByID("T-CCT").GameText()
	for _, want := range []string{"while you command exactly one ship", "while you command no ships"} {
		if !strings.Contains(got, want) {
			t.Errorf("text %q lacks %q", got, want)
		}
	}
}
