package game

import (
	"slices"
	"testing"
)

// Glossary: naming cards — a card may name any title of the game, so the
// pool's dilemma titles are offered, each once, sorted, and nothing but
// dilemmas.
func TestPoolTitlesNameEveryDilemmaOnce(t *testing.T) {
	lib, err := DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	titles := lib.poolTitles(&Filter{Type: Dilemma})
	for _, want := range []string{"Wavefront", "Triage"} {
		if !slices.Contains(titles, want) {
			t.Errorf("%s missing from the dilemma titles", want)
		}
	}
	if slices.Contains(titles, "Evans") {
		t.Error("a personnel title is among the dilemma titles")
	}
	if !slices.IsSorted(titles) || len(slices.Compact(slices.Clone(titles))) != len(titles) {
		t.Error("titles are not sorted, each once")
	}
}

// name-dilemma takes from: pool or from: beneath-your-missions only, and
// words the pool form without "beneath".
func TestNameDilemmaFromPool(t *testing.T) {
	v := registry[DoNameDilemma]
	for _, tc := range []struct {
		from string
		ok   bool
	}{{NameFromPool, true}, {NameFromBeneathYours, true}, {"hand", false}} {
		s := Step{Do: DoNameDilemma, From: tc.from, Until: "turn"}
		if err := v.validate(&s); (err == nil) != tc.ok {
			t.Errorf("from %q: error %v, want ok=%v", tc.from, err, tc.ok)
		}
	}
	if got := v.text(Step{From: NameFromPool, Until: "turn"}); got != "name a dilemma; the name holds until the end of this turn" {
		t.Errorf("text %q", got)
	}
}
