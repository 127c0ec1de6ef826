package tui

import (
	"testing"

	"github.com/stccg/stccg/game"
)

// TestEscBacksOutOfBeam: esc at either prompt of a beam goes back one
// step, as the help says, and nothing has moved (issue 11, point 10).
func TestEscBacksOutOfBeam(t *testing.T) {
	m := newScenarioModel(t, "table.yaml", 120, 40)
	press(m, "enter")
	orders := m.g.Pending().ID
	events := m.g.EventCount()
	pressOption(t, m, "Beam personnel at Earth")
	if m.g.Pending().Kind != game.KindBeamRoute {
		t.Fatalf("not at the beam route: %s", m.g.Pending().Kind)
	}
	contains(t, m.View(), "Back: beam nothing (esc)")
	press(m, "esc")
	if d := m.g.Pending(); d.Kind != game.KindOrders || d.ID == orders {
		t.Fatalf("esc at the route prompt: %s, want a new orders decision", d.Kind)
	}
	pressOption(t, m, "Beam personnel at Earth")
	pressOption(t, m, "From U.S.S. Galaxy to Earth")
	if m.g.Pending().Kind != game.KindBeamCards {
		t.Fatalf("not at the beam cards: %s", m.g.Pending().Kind)
	}
	press(m, "1") // tick a card, then change one's mind
	contains(t, m.View(), "esc backs out")
	press(m, "esc")
	if m.g.Pending().Kind != game.KindBeamRoute {
		t.Fatalf("esc at the cards prompt: %s, want the route prompt again", m.g.Pending().Kind)
	}
	press(m, "esc")
	if m.g.Pending().Kind != game.KindOrders {
		t.Fatalf("second esc: %s, want the orders", m.g.Pending().Kind)
	}
	if m.g.EventCount() != events {
		t.Fatal("backing out of the beam logged events")
	}
	for _, c := range m.view.Players[0].Missions[0].Ships[0].Aboard {
		if c.Name != "Elizabeth Shelby, Formidable Presence" && c.Name != "Rixx" {
			t.Fatalf("%s is aboard after backing out", c.Name)
		}
	}
}

// TestEscFromAnotherPane: esc first brings the focus back to the prompt;
// only there does it back out.
func TestEscFromAnotherPane(t *testing.T) {
	m := newScenarioModel(t, "table.yaml", 120, 40)
	press(m, "enter")
	pressOption(t, m, "Beam personnel at Earth")
	press(m, "tab")
	press(m, "esc")
	if m.focus != panePrompt || m.g.Pending().Kind != game.KindBeamRoute {
		t.Fatalf("esc from the hand: focus %s, decision %s", paneNames[m.focus], m.g.Pending().Kind)
	}
	press(m, "esc")
	if m.g.Pending().Kind != game.KindOrders {
		t.Fatalf("esc at the prompt: %s, want the orders", m.g.Pending().Kind)
	}
}

// TestBackOptionByNumberInMultiPick: picking the Back option by number in
// a multi-pick decision backs out at once, it is not ticked.
func TestBackOptionByNumberInMultiPick(t *testing.T) {
	m := newScenarioModel(t, "table.yaml", 120, 40)
	press(m, "enter")
	pressOption(t, m, "Beam personnel at Earth")
	pressOption(t, m, "From U.S.S. Galaxy to Earth")
	pressOption(t, m, "Back: choose another route")
	if m.g.Pending().Kind != game.KindBeamRoute {
		t.Fatalf("Back by number: %s, want the route prompt", m.g.Pending().Kind)
	}
}

// TestEscInTeaProgram: the same in a running Bubble Tea program.
func TestEscInTeaProgram(t *testing.T) {
	m := newScenarioModel(t, "table.yaml", 160, 48)
	first := m.g.Pending().ID
	final := runProgram(t, m, "Back: beam nothing (esc)", keyMsg("enter"), keyMsg("1"))
	if d := final.g.Pending(); d.Kind != game.KindBeamRoute {
		t.Fatalf("after 1: %s, want the beam route", d.Kind)
	}
	final = runProgram(t, final, "Execute orders", keyMsg("esc"))
	if d := final.g.Pending(); d.Kind != game.KindOrders || d.ID <= first+1 {
		t.Fatalf("after esc: %s (decision %d), want a new orders decision", d.Kind, d.ID)
	}
}
