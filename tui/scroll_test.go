package tui

import (
	"regexp"
	"testing"
)

var optionsAbove = regexp.MustCompile(`↑\d+ more`)

// A scrolled option list says that options lie above ("↑N more"), as it
// says "↓N more" for those below; back at the top it no longer does.
// Issue 24 item 12.
func TestOptionListSaysMoreAbove(t *testing.T) {
	m := newTestModel(t, false, 80, 24)
	press(m, "enter")
	if optionsAbove.MatchString(screen(m)) {
		t.Fatalf("the list is at its top, yet says more above:\n%s", screen(m))
	}
	contains(t, screen(m), "more")
	press(m, "end")
	if f := screen(m); !optionsAbove.MatchString(f) {
		t.Fatalf("scrolled to the end, the list does not say more above:\n%s", f)
	}
	press(m, "home")
	if f := screen(m); optionsAbove.MatchString(f) {
		t.Fatalf("back at the top, the list still says more above:\n%s", f)
	}
}
