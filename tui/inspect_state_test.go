package tui

import (
	"strings"
	"testing"
)

// Issue 24, point 8: a ship's state (range left, staffing, why it cannot
// move, who is aboard) heads its inspector, in sight at 80×24 without
// scrolling; and the inspector scrolls with [ and ] from the pane where
// the card was selected, which keeps the focus and the card.
func TestInspectorStateFirstAndScrollsFromAnyPane(t *testing.T) {
	m := newScenarioModel(t, "table.yaml", 80, 24)
	press(m, "enter")
	for m.focus != paneMine {
		press(m, "tab")
	}
	for range 20 {
		if m.index[m.inspect].cv.Name == "U.S.S. Galaxy" {
			break
		}
		press(m, "down")
	}
	if m.index[m.inspect].cv.Name != "U.S.S. Galaxy" {
		t.Fatal("the board cursor never reached the U.S.S. Galaxy")
	}
	scr := screen(m)
	for _, want := range []string{"Range 5 of 8 left", "not staffed", "Cannot move now", "Aboard (2)"} {
		if !strings.Contains(strings.Join(strings.Fields(scr), " "), want) {
			t.Errorf("the inspector's first lines lack %q:\n%s", want, scr)
		}
	}
	ship := m.inspect
	press(m, "]", "]")
	if m.focus != paneMine || m.inspect != ship {
		t.Fatalf("] moved the focus to %s or changed the card", paneNames[m.focus])
	}
	contains(t, screen(m), "Inspector ↑2")
	press(m, "[")
	contains(t, screen(m), "Inspector ↑1")
}

// Issue 24, point 8: tab from the card selected on your side to the
// inspector passes the opponent's side, and the inspector still shows the
// card selected before the tabbing, scrollable with the arrows there.
func TestTabToInspectorKeepsTheSelectedCard(t *testing.T) {
	m := newScenarioModel(t, "table.yaml", 80, 24)
	press(m, "enter")
	for m.focus != paneMine {
		press(m, "tab")
	}
	for range 20 {
		if m.index[m.inspect].cv.Name == "U.S.S. Galaxy" {
			break
		}
		press(m, "down")
	}
	ship := m.inspect
	passed := false
	for m.focus != paneInspector {
		press(m, "tab")
		if m.focus == paneOpp {
			passed = true
		}
	}
	if !passed {
		t.Fatal("tab did not pass the opponent's side")
	}
	if m.inspect != ship {
		t.Fatalf("the inspector shows %s, want the U.S.S. Galaxy", m.index[m.inspect].cv.Name)
	}
	press(m, "down")
	contains(t, screen(m), "Inspector ↑1")
}
