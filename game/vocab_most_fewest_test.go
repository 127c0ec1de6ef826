package game

import (
	"slices"
	"testing"
)

// Rulebook: Facing Dilemmas; Glossary: skill dot — a selection keeping
// those with the fewest skill dots or the lowest total attributes keeps
// every personnel tied for it, and attributes are read as they are now.
func TestMostFewestAndLowest(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Kahmis, Dokar, Meraht, Filuz]
    deck: [Kahmis]
  - missions:
      - card: "Earth, Cradle of the Federation"
    deck: [Davies]
`)
	ids := func(names ...string) []int {
		var out []int
		for _, n := range names {
			out = append(out, find(t, g, n).ID)
		}
		return out
	}
	all := ids("Kahmis", "Dokar", "Meraht", "Filuz")
	for _, tc := range []struct {
		most string
		want []int
	}{
		{FewestSkillDots, ids("Kahmis", "Dokar")}, // three dots each
		{LowestAttrs, ids("Filuz")},               // 14 against 16 and 17
		{MostSkillDots, ids("Meraht")},            // five dots
	} {
		s := Step{Most: tc.most}
		if got := g.mostOf(&s, all); !slices.Equal(got, tc.want) {
			t.Errorf("%s: kept %v, want %v", tc.most, got, tc.want)
		}
	}
	if err := validateSelection(&Step{Most: "tallest"}); err == nil {
		t.Error("an unknown measure was accepted")
	}
}
