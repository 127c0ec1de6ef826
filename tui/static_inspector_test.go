package tui

import (
	"strings"
	"testing"
)

// The inspector lists continuous text in our words, with counted amounts,
// on missions too, and names no face-down source (Rulebook: Showing your
// cards): Data, Masquerading Monarch (42V006), Terix (2R179), Kurak, Warp
// Field Specialist (1R308).
func TestInspectorShowsStaticModifiers(t *testing.T) {
	m := newScenarioModel(t, "static.yaml", 160, 48)
	press(m, "enter") // past the hand-off
	lines := func(name string) string {
		t.Helper()
		m.inspect = 0
		for id, ref := range m.index {
			if ref.cv.Name == name {
				m.inspect = id
			}
		}
		if m.inspect == 0 {
			t.Fatalf("%s is not on the board", name)
		}
		return strings.Join(m.inspectorLines(100), "\n")
	}
	for _, tc := range []struct{ card, want string }{
		{"Data, Masquerading Monarch", "Modified by Data, Masquerading Monarch: Cunning +2, Strength +2"},
		{"Evaluate Soliton Wave", "Modified by Terix: attempting it costs 2 cards discarded from hand"},
		{"Richardson", "Modified by a face-down personnel (card "},
	} {
		if l := lines(tc.card); !strings.Contains(l, tc.want) {
			t.Errorf("%s: want %q in\n%s", tc.card, tc.want, l)
		}
	}
	if l := lines("Richardson"); strings.Contains(l, "Kurak") {
		t.Errorf("Kurak is face down to Player 1:\n%s", l)
	}
}
