package tui

import (
	"strings"
	"testing"
)

// logLines counts the lines of the log pane on screen: from its header
// down to the prompt.
func logLines(scr string) int {
	n, in := 0, false
	for _, l := range strings.Split(scr, "\n") {
		switch {
		case strings.HasPrefix(l, "Log"):
			in = true
		case in && strings.HasPrefix(l, "▶"):
			return n
		case in:
			n++
		}
	}
	return n
}

// With nineteen personnel at one mission the board wants the whole
// screen; the log keeps several lines all the same (at 120×40 and up).
// Issue 24 item 12.
func TestCrowdedBoardKeepsTheLog(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {120, 40}, {200, 50}} {
		m := newScenarioModel(t, "crowd.yaml", sz[0], sz[1])
		press(m, "enter")
		scr := screen(m)
		want := 4
		if sz[1] < 30 {
			want = 3 // a short screen keeps three lines of log
		}
		if n := logLines(scr); n < want {
			t.Errorf("%dx%d: the log has %d lines:\n%s", sz[0], sz[1], n, scr)
		}
	}
}
