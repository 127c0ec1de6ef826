package game

import "testing"

// Glossary: missions (point value). points_at_most matches a mission
// whose printed points are at most the bound, never a card of another
// type; with not_any of headquarters, a headquarters is left out and the
// text reads "non-headquarters".
func TestFilterPointsAtMost(t *testing.T) {
	lib, err := DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	n := 35
	f := &Filter{PointsAtMost: &n, NotAny: []Filter{{Mission: Headquarters}}}
	if err := f.validate(); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		want bool
	}{
		{"Excavation", true},        // 30
		{"Salvage Borg Ship", true}, // 35
		{"Cure Blight", false},      // 40
		{"Qo'noS, Heart of the Empire", false},
		{"Dokar", false}, // not a mission
	} {
		card, err := lib.Find(c.name)
		if err != nil {
			t.Fatal(err)
		}
		if got := f.MatchesCard(card); got != c.want {
			t.Errorf("%s: matches %v, want %v", c.name, got, c.want)
		}
	}
	if got := f.Text("mission"); got != "non-headquarters mission worth 35 points or less" {
		t.Errorf("text %q", got)
	}
	if (&Filter{PointsAtMost: &n}).IsZero() {
		t.Error("a filter with only points_at_most is not empty")
	}
}
