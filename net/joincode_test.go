package net

import (
	"strings"
	"testing"
)

// The word list is 256 different words of letters only, so a code of
// JoinCodeWords words holds 8 bits a word and reads back the same.
func TestCodeWords(t *testing.T) {
	seen := map[string]bool{}
	for _, w := range codeWords {
		if w == "" || strings.Trim(w, "abcdefghijklmnopqrstuvwxyz") != "" || seen[w] {
			t.Errorf("word %q: empty, not lower-case letters, or twice", w)
		}
		seen[w] = true
	}
	codes := map[string]bool{}
	for range 50 {
		c, err := NewJoinCode()
		if err != nil {
			t.Fatal(err)
		}
		ws := strings.Split(c, "-")
		if len(ws) != JoinCodeWords || NormalizeCode(c) != c {
			t.Errorf("code %q: not %d words, or not normal", c, JoinCodeWords)
		}
		for _, w := range ws {
			if !seen[w] {
				t.Errorf("code %q: %q is not in the list", c, w)
			}
		}
		codes[c] = true
	}
	if len(codes) < 49 {
		t.Errorf("50 codes drawn, only %d different", len(codes))
	}
}

// However the words were typed, they are one code; an empty or tiny code
// is refused with a reason.
func TestCheckCode(t *testing.T) {
	for _, c := range []struct{ in, want, err string }{
		{"amber-comet-harbor-tulip", "amber-comet-harbor-tulip", ""},
		{"  Amber Comet, harbor_TULIP ", "amber-comet-harbor-tulip", ""},
		{"amber comet\tharbor\ntulip", "amber-comet-harbor-tulip", ""},
		{"", "", "empty"},
		{" - , ", "", "empty"},
		{"ab-cd", "", "too short"},
		{strings.Repeat("a", MaxCodeLen+1), "", "at most"},
	} {
		got, err := CheckCode(c.in)
		if got != c.want || (err == nil) != (c.err == "") || err != nil && !strings.Contains(err.Error(), c.err) {
			t.Errorf("CheckCode(%q) = %q, %v; want %q, %q", c.in, got, err, c.want, c.err)
		}
	}
}
