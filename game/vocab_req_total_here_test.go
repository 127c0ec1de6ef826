package game

import "testing"

// Rulebook: Checking Mission Requirements. "total Weapons at this
// mission>10" is a fact the engine reads: parsed with the sign spaced or
// not, and only for Range, Weapons and Shields.
func TestTotalHereCondParse(t *testing.T) {
	r, err := ParseRequirements("Engineer and total Weapons at this mission>10")
	if err != nil {
		t.Fatal(err)
	}
	if u := r.UnknownConds(); len(u) != 0 {
		t.Fatalf("unknown facts %q", u)
	}
	for _, tc := range []struct {
		cond  string
		attr  string
		above int
		ok    bool
	}{
		{"total Weapons at this mission > 10", "Weapons", 10, true},
		{"total Shields at this mission>4", "Shields", 4, true},
		{"total Cunning at this mission > 4", "", 0, false},
		{"a Weapons > 7 ship here", "", 0, false},
	} {
		attr, above, ok := totalHereCond(tc.cond)
		if attr != tc.attr || above != tc.above || ok != tc.ok {
			t.Errorf("%q: %q %d %v, want %q %d %v", tc.cond, attr, above, ok, tc.attr, tc.above, tc.ok)
		}
	}
}
