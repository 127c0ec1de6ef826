package tui

import (
	"strings"
	"testing"
)

// Rulebook: Order – Move a ship. When no ship can move, m says why for
// each ship, in the engine's words (View.Unmovable), on the status line
// and in the log (issue 24, point 9: it said "nothing to move now").
func TestMoveKeySaysWhyNoShipMoves(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {120, 40}} {
		m := newScenarioModel(t, "table.yaml", sz[0], sz[1])
		press(m, "enter", "m")
		want := "U.S.S. Galaxy: not staffed: needs 2 more staff icon(s)"
		if !strings.Contains(m.status, want) {
			t.Fatalf("%v: status %q, want %q", sz, m.status, want)
		}
		var log []string
		for _, l := range m.logs[m.seat] {
			log = append(log, l.text)
		}
		if !strings.Contains(strings.Join(log, "\n"), want) {
			t.Fatalf("%v: the log lacks %q", sz, want)
		}
		contains(t, screen(m), "No ship can move")
	}
}

// When some ships can move, m still names those that cannot, and why.
func TestMoveKeyNamesShipsThatCannotMove(t *testing.T) {
	m := newInlineScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: Earth, Cradle of the Federation
        ships: [{card: U.S.S. Galaxy, aboard: [Elizabeth Shelby, Rixx, Davies, Lopez]}, {card: U.S.S. Nebula, aboard: [Daniel Kwan]}]
      - card: Medical Relief
      - card: Explore Black Cluster
    deck: [Davies]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Kahmis]
`, 200, 50)
	press(m, "m")
	if !strings.Contains(m.status, "U.S.S. Nebula: not staffed: needs 1 more command icon(s) and 1 more staff icon(s)") {
		t.Fatalf("status %q", m.status)
	}
}
