package game

import (
	"strings"
	"testing"
)

// TestReplaceFromDeckField: replace-from-discard takes from: deck (the
// draw deck) or nothing (the discard pile), and says which pile in its
// words; any other pile is refused. Ruling: Replacing a Personnel.
func TestReplaceFromDeckField(t *testing.T) {
	v := registry[DoReplace]
	cases := []struct {
		from  string
		ok    bool
		words string
	}{
		{"", true, "from your discard pile"},
		{ReplaceFromDeck, true, "from your deck"},
		{"hand", false, ""},
	}
	for _, tc := range cases {
		s := Step{Do: DoReplace, From: tc.from}
		err := v.validate(&s)
		if (err == nil) != tc.ok {
			t.Errorf("from %q: error %v", tc.from, err)
			continue
		}
		if tc.ok && !strings.Contains(v.text(s), tc.words) {
			t.Errorf("from %q: text %q lacks %q", tc.from, v.text(s), tc.words)
		}
	}
}
