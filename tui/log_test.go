package tui

import (
	"strings"
	"testing"
)

// TestOpponentLogNamesThePlayer: the other seat's log tells of a card
// played to a core by naming whose core it is, not "your core" (issue 11,
// point 13).
func TestOpponentLogNamesThePlayer(t *testing.T) {
	m := newInlineScenario(t, `
active: 1
players:
  - name: Bot
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: ["Cry \"Havoc!\""]
    deck: [Dokar]
  - name: Ann
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`, 120, 40)
	pressOption(t, m, `Play Cry "Havoc!"`)
	for seat := range 2 {
		found := false
		for _, l := range m.logs[seat] {
			if strings.Contains(l.text, `plays Cry "Havoc!"`) {
				found = true
				if l.text != `Bot plays Cry "Havoc!" to Bot's core.` {
					t.Errorf("seat %d reads %q", seat+1, l.text)
				}
			}
		}
		if !found {
			t.Errorf("seat %d's log does not tell of the play", seat+1)
		}
	}
}
