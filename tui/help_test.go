package tui

import (
	"regexp"
	"strings"
	"testing"
)

var moreAbove = regexp.MustCompile(`↑ \d+ more`)

// The help explains the board's short forms, how to win and that every
// counter is spent, and Home/End; at 80×24 it scrolls, says "↑ more" once
// scrolled and reaches its last line with End. Issue 24 item 12.
func TestHelpExplainsAndScrolls(t *testing.T) {
	m := newTestModel(t, false, 80, 24)
	press(m, "enter", "?")
	var seen strings.Builder
	first := screen(m)
	seen.WriteString(first)
	if moreAbove.MatchString(first) {
		t.Fatalf("the help's first page says there is more above:\n%s", first)
	}
	contains(t, first, "more (↓ pgdn end)")
	for range 40 {
		press(m, "down")
		seen.WriteString(screen(m))
	}
	if !moreAbove.MatchString(screen(m)) {
		t.Fatalf("scrolled, the help does not say there is more above:\n%s", screen(m))
	}
	press(m, "home")
	if screen(m) != first {
		t.Fatalf("home does not go back to the top:\n%s", screen(m))
	}
	press(m, "end")
	last := screen(m)
	contains(t, last, "that options lie above")
	for _, want := range []string{"HQ s2 AQ", "open 2 overcome", "DONE", "+ Name", "100 points", "every counter must be spent", "home / end"} {
		if !strings.Contains(seen.String(), want) {
			t.Errorf("the help never shows %q", want)
		}
	}
	press(m, "esc")
	if strings.Contains(screen(m), "Winning:") {
		t.Fatal("esc did not leave the help")
	}
}
