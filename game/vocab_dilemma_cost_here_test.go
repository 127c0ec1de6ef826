package game

import (
	"strings"
	"testing"
)

// A dilemma-cost modifier reaches only the mission a card is at, and says
// so in its text; elsewhere it is refused at load. Glossary: attempting
// missions, steps 3.e–3.f (a dilemma's cost as it is revealed).
func TestDilemmaCostHereModifier(t *testing.T) {
	for _, tc := range []struct {
		m    Modifier
		ok   bool
		text string
	}{
		{Modifier{To: ToThisMission, Whose: WhoseAny, DilemmaCost: -1}, true, "The mission where this card is: each dilemma revealed there costs -1"},
		{Modifier{To: ToThisMission, Whose: WhoseAny, DilemmaCost: 2}, true, "each dilemma revealed there costs +2"},
		{Modifier{To: ToSelf, DilemmaCost: -1}, false, ""},
		{Modifier{To: ToPresent, DilemmaCost: -1}, false, ""},
	} {
		m := tc.m
		err := validateModifiers([]Modifier{m})
		if (err == nil) != tc.ok {
			t.Errorf("%+v: error %v, want ok %v", tc.m, err, tc.ok)
			continue
		}
		if tc.ok {
			if got := ModifierText(m); !strings.Contains(got, tc.text) {
				t.Errorf("%+v: text %q, want it to contain %q", tc.m, got, tc.text)
			}
		}
	}
}
