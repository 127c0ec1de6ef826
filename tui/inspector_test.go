package tui

import (
	"strings"
	"testing"
)

// The inspector shows the modifiers applying to a card now, from the view.
func TestInspectorShowsModifiers(t *testing.T) {
	m := newScenarioModel(t, "drones.yaml", 160, 48)
	press(m, "enter") // past the hand-off
	for id, ref := range m.index {
		if ref.cv.Name == "Research Drone" {
			m.inspect = id
		}
	}
	if m.inspect == 0 {
		t.Fatal("Research Drone is not on the board")
	}
	lines := strings.Join(m.inspectorLines(60), "\n")
	if !strings.Contains(lines, "Modified by Computation Drone: Cunning +1") || !strings.Contains(lines, "Cunning 6 (printed 5)") {
		t.Fatalf("inspector should show the modifier and the modified Cunning:\n%s", lines)
	}
}
