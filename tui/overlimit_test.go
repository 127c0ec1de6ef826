package tui

import (
	"testing"

	"github.com/stccg/stccg/game"
)

// Rulebook: Attempting a mission — a dilemma whose cost would take the
// total past what may be spent is overcome without being faced, with every
// dilemma after it. Choosing such a stack is legal, so the engine takes
// it; the screen asks once, spelling out what will happen (issue 24,
// point 4: Enter used to accept it silently).
func TestDilemmaStackOverLimitAsks(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {120, 40}} {
		m := newScenarioModel(t, "table.yaml", sz[0], sz[1])
		press(m, "enter")
		pressOption(t, m, "Attempt Medical Relief")
		press(m, "y", "enter")
		d := m.decision()
		if d == nil || d.Kind != game.KindChooseDilemmas || m.view.Attempt == nil {
			t.Fatalf("not at the dilemma choice: %+v", d)
		}
		limit := m.view.Attempt.Limit
		press(m, "1", "2") // An Old Debt and Microbrain: 3 + 3
		if m.pickedCost(d) <= limit {
			t.Fatalf("picked cost %d, limit %d: the test needs more", m.pickedCost(d), limit)
		}
		contains(t, screen(m), "OVER")
		press(m, "enter")
		if !m.confirm || m.g.Pending() == nil || m.g.Pending().ID != d.ID {
			t.Fatalf("%v: a stack over the limit went through without a word", sz)
		}
		scr := screen(m)
		contains(t, scr, "overcome without being faced")
		contains(t, scr, "y/enter = go ahead · n/esc = back")
		press(m, "n")
		if m.confirm || m.g.Pending().ID != d.ID {
			t.Fatal("n did not go back to the choice")
		}
		press(m, "2", "enter") // Microbrain out: 3, within the limit
		if m.confirm || (m.g.Pending() != nil && m.g.Pending().ID == d.ID) {
			t.Fatalf("%v: a stack within the limit asked or was not taken", sz)
		}
	}
}
