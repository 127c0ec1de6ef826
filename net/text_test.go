package net

import (
	"strings"
	"testing"
)

// A name cannot pass for another: right-to-left overrides and isolates,
// zero-width characters, line and paragraph separators, invisible fillers
// and odd spaces are removed or made plain, as are control characters.
func TestCleanNameStopsSpoofing(t *testing.T) {
	for in, want := range map[string]string{
		"\u202eneB":               "neB",     // right-to-left override
		"Ann\u2066Ben\u2069":      "AnnBen",  // isolates
		"A\u200bn\u200dn\ufeff":   "Ann",     // zero-width space, joiner, BOM
		"Ann\u2028Ben\u2029":      "Ann Ben", // line and paragraph separators
		"Ann\u00a0\u3000 Ben":     "Ann Ben", // other spaces, collapsed
		"Ann\u3164\u115f":         "Ann",     // Hangul fillers
		"Ann\U000E0041\U000E007F": "Ann",     // tag characters
		"Ann\ufe0f\U000E0100":     "Ann",     // variation selectors
		"\ue000Ann\U0010FFFD":     "Ann",     // private use
		"Ann\u0085\u009bBen":      "AnnBen",  // C1 controls (NEL, CSI)
		"Zoë · Worf":              "Zoë · Worf",
	} {
		if got := CleanName(in, MaxName); got != want {
			t.Errorf("CleanName(%q) = %q, want %q", in, got, want)
		}
	}
}

// Peer text keeps what it says and loses what a terminal would act on:
// SafeLine flattens it to one line, SafeText keeps its line breaks.
func TestSafeText(t *testing.T) {
	in := "\x1b]0;pwned\x07\x1b[2JAnn draws\ta card.\r\n\u202eNext"
	if got, want := SafeLine(in), "Ann draws a card.  Next"; got != want {
		t.Errorf("SafeLine = %q, want %q", got, want)
	}
	if got := SafeText(in); strings.Count(got, "\n") != 1 || strings.ContainsAny(got, "\x1b\x07\r\t\u202e") {
		t.Errorf("SafeText = %q", got)
	}
}
