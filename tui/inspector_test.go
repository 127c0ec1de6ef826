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

// The board and the inspector show what dilemmas left on the table: a
// card on a mission with the requirements it changed, and a dilemma as
// damage on a ship (Chained Environment, 30V001; Greater Needs, 24V005).
func TestInspectorShowsPlacedDilemmas(t *testing.T) {
	m := newScenarioModel(t, "placed.yaml", 160, 48)
	press(m, "enter") // past the hand-off
	var mission, ship int
	for id, ref := range m.index {
		switch ref.cv.Name {
		case "Sensitive Search":
			mission = id
		case "I.K.S. K'Vort":
			ship = id
		}
	}
	if mission == 0 || ship == 0 {
		t.Fatal("the mission or the ship is not on the board")
	}
	m.inspect = mission
	lines := strings.Join(m.inspectorLines(80), "\n")
	if !strings.Contains(lines, "On this mission: Chained Environment") || !strings.Contains(lines, "Requirements now:") || !strings.Contains(lines, "Science") {
		t.Fatalf("the mission's inspector should show the card on it and the requirements now:\n%s", lines)
	}
	m.inspect = ship
	lines = strings.Join(m.inspectorLines(80), "\n")
	if !strings.Contains(lines, "damage card(s): Greater Needs") {
		t.Fatalf("the ship's inspector should show its damage:\n%s", lines)
	}
	if board := strings.Join(m.boardScreen(160, 48), "\n"); !strings.Contains(board, "Chained Environment") {
		t.Fatalf("the board should show the card on the mission:\n%s", board)
	}
}
