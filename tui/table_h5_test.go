package tui

import (
	"strings"
	"testing"
)

// What issue 10's events put on the table shows on the board: the cards
// lying on an event in a core (Forever Linked, 4U054) under it, for both
// players, and the points a player has lost (Glossary: lose points; At
// What Cost?, 4R040) beside the score. The inspector says what lies on
// the event.
func TestBoardShowsCardsOnEventsAndPointsLost(t *testing.T) {
	m := newInlineScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    score: 15
    lost: 5
    missions:
      - card: Earth, Cradle of the Federation
        surface: [Daniel Kwan]
    core: [{card: Forever Linked, on: [Davies]}]
    deck: [Lopez]
  - name: Ben
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Kahmis]
    deck: [Dokar]
`, 160, 48)
	frame := m.View()
	for _, want := range []string{"score 15 (lost 5)", "Forever Linked", "+ Davies"} {
		contains(t, frame, want)
	}
	for id, ref := range m.index {
		if ref.cv.Name == "Forever Linked" {
			m.inspect = id
		}
	}
	if lines := strings.Join(m.inspectorLines(80), "\n"); !strings.Contains(lines, "On this card (1): Davies") {
		t.Fatalf("the inspector does not say what lies on the event:\n%s", lines)
	}
}
