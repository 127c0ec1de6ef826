package game

import "testing"

// Glossary: icons — a filter naming several icons ("your [Pa][TNG]
// ship") matches only a card showing every one of them. Made-up cards.
func TestFilterAllIcons(t *testing.T) {
	pastTNG := &Card{Facts: Facts{Type: Ship, Icons: []string{"tng", "past"}}}
	tngOnly := &Card{Facts: Facts{Type: Ship, Icons: []string{"tng"}}}
	pastOnly := &Card{Facts: Facts{Type: Personnel, Icons: []string{"staff", "past"}}}
	auTNG := &Card{Facts: Facts{Type: Personnel, Icons: []string{"staff", "tng", "au"}}}
	cases := []struct {
		name string
		f    Filter
		c    *Card
		want bool
	}{
		{"both icons shown", Filter{AllIcons: []string{"past", "tng"}}, pastTNG, true},
		{"[TNG] without [Pa]", Filter{AllIcons: []string{"past", "tng"}}, tngOnly, false},
		{"[Pa] without [TNG]", Filter{AllIcons: []string{"past", "tng"}}, pastOnly, false},
		{"one of two pairs", Filter{Any: []Filter{{AllIcons: []string{"past", "tng"}}, {AllIcons: []string{"au", "tng"}}}}, auTNG, true},
		{"neither pair", Filter{Any: []Filter{{AllIcons: []string{"past", "tng"}}, {AllIcons: []string{"au", "tng"}}}}, tngOnly, false},
	}
	for _, tc := range cases {
		if err := tc.f.validate(); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := tc.f.MatchesCard(tc.c); got != tc.want {
			t.Errorf("%s: matches = %v, want %v", tc.name, got, tc.want)
		}
	}
	if got := (&Filter{Type: Ship, AllIcons: []string{"past", "tng"}}).Text("card"); got != "[Pa][TNG] ship" {
		t.Errorf("Text = %q, want %q", got, "[Pa][TNG] ship")
	}
	for _, bad := range [][]string{{"past", "bogus"}, {"tng", "tng"}} {
		if err := (&Filter{AllIcons: bad}).validate(); err == nil {
			t.Errorf("all_icons %v must be refused at load", bad)
		}
	}
	if (&Filter{AllIcons: []string{"au"}}).IsZero() {
		t.Error("a filter setting all_icons is not empty")
	}
}
