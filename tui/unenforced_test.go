package tui

import (
	"strings"
	"testing"

	"github.com/stccg/stccg/game"
)

// A card whose game text the engine does not run is marked "(facts only)"
// wherever the table shows it, in the hand and in play, and the help says
// what the mark means (issue: cards that are not enforced are marked in
// the card list); an enforced card is not marked.
func TestUnenforcedCardsAreMarked(t *testing.T) {
	lib := testLib(t)
	if c := lib.Lookup("Gorkon Visionary Chancellor"); c == nil || c.Status != game.NotEnforced {
		t.Fatal("the test needs Gorkon, Visionary Chancellor not enforced")
	}
	m := newInlineScenario(t, `
active: 1
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Gorkon Visionary Chancellor, Kahmis]
    hand: [Gorkon Visionary Chancellor, Dokar]
    deck: [Dokar, T'vis]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`, 160, 48)
	s := screen(m)
	if n := strings.Count(s, "Gorkon, Visionary Chancellor (facts only)"); n != 2 {
		t.Errorf("Gorkon marked %d times, want 2 (hand and table):\n%s", n, s)
	}
	for _, name := range []string{"Kahmis (facts only)", "Dokar (facts only)"} {
		if strings.Contains(s, name) {
			t.Errorf("an enforced card is marked: %q", name)
		}
	}
	press(m, "?")
	contains(t, screen(m), "(facts only) text not enforced")
}
