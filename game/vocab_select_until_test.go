package game

import (
	"strings"
	"testing"
)

// TestRepeatUntilCount: a random selection repeated until a goal takes,
// of the order the picks come in, the shortest run from the first that
// reaches the goal, or everyone when none does (Rulebook: Facing Dilemmas
// – random selection; skill dots: Rulebook: personnel – skills, one dot a
// listed skill whatever its level; species compared whole: Glossary –
// species).
func TestRepeatUntilCount(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: [Kahmis, "T'vis", Nirok, Kroval, Gorvil, "Jadzia Dax, Sworn Ally"]
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    deck: [Davies]
`)
	id := func(name string) int { return find(t, g, name).ID }
	cost6 := &RepeatUntil{Total: UntilCost, AtLeast: 6}
	dots8 := &RepeatUntil{Total: UntilSkillDots, AtLeast: 8}
	species := &RepeatUntil{Differs: SameSpecies}
	for _, tc := range []struct {
		name  string
		goal  *RepeatUntil
		order []string
		want  int
	}{
		// Costs: Kahmis 1, T'vis 2, Nirok 3, Kroval 1.
		{"cost reached exactly", cost6, []string{"Kahmis", "T'vis", "Nirok", "Kroval"}, 3},
		{"cost reached past the goal", cost6, []string{"Nirok", "Jadzia Dax", "Kahmis"}, 2},
		{"cost never reached: all", cost6, []string{"Kahmis", "Kroval", "T'vis"}, 3},
		// Skill dots: Kahmis 3, T'vis 4, Nirok 5, Gorvil 4 (2 Law is one dot).
		{"skill dots reached", dots8, []string{"Kahmis", "T'vis", "Nirok"}, 3},
		{"skill dots, two enough", dots8, []string{"Nirok", "T'vis", "Kahmis"}, 2},
		{"a level is not a dot", dots8, []string{"Gorvil", "Kahmis"}, 2},
		// Species: all Klingon but Jadzia Dax (Trill).
		{"a different species ends it", species, []string{"Kahmis", "T'vis", "Jadzia Dax", "Kroval"}, 3},
		{"the first differs from the second", species, []string{"Jadzia Dax", "Kahmis", "Kroval"}, 2},
		{"all one species: all", species, []string{"Kahmis", "Kroval", "Nirok"}, 3},
		{"only one to pick", species, []string{"Kahmis"}, 1},
	} {
		var order []int
		for _, n := range tc.order {
			order = append(order, id(n))
		}
		if got := g.repeatUntilCount(tc.goal, order); got != tc.want {
			t.Errorf("%s: %d picked, want %d", tc.name, got, tc.want)
		}
	}
}

// TestRepeatUntilValidation: only a random selection repeats, the goal
// decides how many, and a goal is a total with a number or a difference.
func TestRepeatUntilValidation(t *testing.T) {
	for _, tc := range []struct {
		name string
		step Step
		err  string
	}{
		{"cost", Step{Do: DoSelect, By: ByRandom, RepeatUntil: &RepeatUntil{Total: UntilCost, AtLeast: 6}}, ""},
		{"species", Step{Do: DoSelect, By: ByRandom, RepeatUntil: &RepeatUntil{Differs: SameSpecies}}, ""},
		{"chosen", Step{Do: DoSelect, By: ByYou, RepeatUntil: &RepeatUntil{Differs: SameSpecies}}, "only a random selection"},
		{"with a count", Step{Do: DoSelect, By: ByRandom, Count: 2, RepeatUntil: &RepeatUntil{Differs: SameSpecies}}, "the goal decides"},
		{"unknown total", Step{Do: DoSelect, By: ByRandom, RepeatUntil: &RepeatUntil{Total: "strength", AtLeast: 3}}, "total must be"},
		{"no number", Step{Do: DoSelect, By: ByRandom, RepeatUntil: &RepeatUntil{Total: UntilCost}}, "at_least"},
		{"both", Step{Do: DoSelect, By: ByRandom, RepeatUntil: &RepeatUntil{Total: UntilCost, AtLeast: 2, Differs: SameSpecies}}, "not both"},
		{"nothing", Step{Do: DoSelect, By: ByRandom, RepeatUntil: &RepeatUntil{}}, "needs total"},
	} {
		err := tc.step.RepeatUntil.validate(&tc.step)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: error %v, want one saying %q", tc.name, err, tc.err)
		}
	}
}
