package carddata

import (
	"reflect"
	"testing"

	"github.com/stccg/stccg/game"
)

func TestSplitKeywords(t *testing.T) {
	for in, want := range map[string][]string{
		"Commander: U.S.S. Enterprise-D.":      {"Commander: U.S.S. Enterprise-D"},
		"Commander: Fortune. Smuggler. Thief.": {"Commander: Fortune", "Smuggler", "Thief"},
		"Interlink: Physics.":                  {"Interlink: Physics"},
		"Dr. Crell Moset. Assassin.":           {"Dr. Crell Moset", "Assassin"},
		"":                                     nil,
	} {
		if got := SplitKeywords(in); !reflect.DeepEqual(got, want) {
			t.Errorf("SplitKeywords(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestParsePlayHere(t *testing.T) {
	got, err := ParsePlayHere("You may play [AU][Baj] cards, [Car] Dissidents, [Non] Human personnel, Holograms, and equipment at this mission.")
	if err != nil {
		t.Fatal(err)
	}
	want := []game.PlayFilter{{Affiliation: "bajoran", Icon: "au"}, {Affiliation: "cardassian", Type: game.Personnel, Keyword: "Dissident"},
		{Affiliation: "non-aligned", Type: game.Personnel, Species: "Human"}, {Type: game.Personnel, Species: "Hologram"}, {Type: game.Equipment}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v", got)
	}
	if _, err := ParsePlayHere("You may play [Xyz] cards at this mission."); err == nil {
		t.Error("an unknown icon must not be half-understood")
	}
}
