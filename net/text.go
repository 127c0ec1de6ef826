package net

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// Text from the other side of a connection is shown on a terminal, so it
// must not carry anything a terminal acts on or that hides what it says.

// hiddenRune reports runes that never reach a screen from a peer: control
// characters (C0, DEL, C1: escape sequences begin with them), format
// characters (bidi overrides and isolates, zero-width spaces and joiners,
// the byte-order mark, tags), line and paragraph separators, private-use,
// surrogate and noncharacter code points, variation selectors and other
// invisible fillers (default-ignorable code points), and the replacement
// character left by invalid UTF-8.
func hiddenRune(r rune) bool {
	return unicode.IsControl(r) || r == utf8.RuneError ||
		unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp, unicode.Co, unicode.Cs,
			unicode.Other_Default_Ignorable_Code_Point, unicode.Variation_Selector, unicode.Noncharacter_Code_Point)
}

// SafeLine makes peer text safe to show on one line: escape sequences go
// whole (a window title set by OSC leaves no trace), line breaks and tabs
// become spaces, every other hidden rune goes, odd spaces become plain
// ones.
func SafeLine(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == '\n' || r == '\r' || r == '\t' || unicode.In(r, unicode.Zs, unicode.Zl, unicode.Zp):
			return ' '
		case hiddenRune(r):
			return -1
		}
		return r
	}, ansi.Strip(s))
}

// SafeText is SafeLine that keeps line breaks ("\n"), for messages of
// several lines (a refused deck's problems).
func SafeText(s string) string {
	lines := strings.Split(ansi.Strip(s), "\n")
	for i, l := range lines {
		lines[i] = SafeLine(l)
	}
	return strings.Join(lines, "\n")
}

// CleanName makes a name safe to show on another player's terminal and
// hard to pass off as another: hidden runes removed (so no escape
// sequences, no right-to-left override, no zero-width or line-separator
// characters), every run of spaces one plain space, trimmed, at most max
// runes.
func CleanName(s string, max int) string {
	s = strings.Join(strings.Fields(SafeLine(s)), " ")
	if r := []rune(s); len(r) > max {
		s = strings.TrimSpace(string(r[:max]))
	}
	return s
}
