package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// "/" searches the option list: typed letters (q and digits included)
// move the cursor to the first option holding them, ↑↓ move among the
// matches, enter chooses, esc stops; the footer says what is searched.
// Issue 24 item 12 (the naming list of 765 titles had no search).
func TestSearchTheOptionList(t *testing.T) {
	m := newTestModel(t, false, 120, 40)
	press(m, "enter")
	d := m.decision()
	want := -1
	for i, o := range d.Options {
		if strings.Contains(o.Label, "Play Delvok") {
			want = i
		}
	}
	if want < 0 {
		t.Fatalf("no Delvok to play: %v", d.Options)
	}
	press(m, "/")
	for _, k := range strings.Split("DELV", "") {
		press(m, k)
	}
	contains(t, screen(m), "Search: DELV")
	contains(t, screen(m), "1 matching")
	// The list is narrowed to the match, which keeps its number.
	contains(t, screen(m), fmt.Sprintf("%d. Play Delvok", want+1))
	if strings.Contains(screen(m), "Draw a card") {
		t.Fatal("a search for DELV still shows the option to draw")
	}
	if m.cursor != want {
		t.Fatalf("cursor on %d, want Delvok at %d", m.cursor, want)
	}
	press(m, "down") // no other match: stays
	if m.cursor != want {
		t.Fatalf("down moved to %d, not a match", m.cursor)
	}
	press(m, "esc")
	if strings.Contains(screen(m), "Search:") {
		t.Fatal("esc did not stop the search")
	}
	contains(t, screen(m), "Draw a card") // every option shows again
	press(m, "/", "q")                    // q is a letter here, not quit
	run(m, m.onKey(tea.KeyMsg{Type: tea.KeyBackspace}))
	if m.search.query != "" {
		t.Fatalf("backspace left %q", m.search.query)
	}
	if m.quitting {
		t.Fatal("q while searching asked to quit")
	}
	press(m, "esc", "/")
	for _, k := range strings.Split("delvok", "") {
		press(m, k)
	}
	press(m, "enter")
	found := false
	for _, l := range m.logs[0] {
		found = found || strings.Contains(l.text, "plays Delvok")
	}
	if !found {
		t.Fatalf("enter did not play Delvok:\n%s", screen(m))
	}
}
