package game

import (
	"slices"
	"testing"
)

// Ruling: Set Up; Glossary: present — exclude-random-each leaves the card
// and each other personnel present matching the filter out of a dilemma's
// random selections while its timed effect lasts (until the dilemma
// ends); personnel elsewhere and those the filter does not match stay
// eligible.
func TestExcludeRandomEach(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Caretaker's Array"
      - card: Inversion Mystery
        ships:
          - card: "U.S.S. Equinox"
            aboard: ["Marla Gilmore", Thompson, "Kes, Experienced Ocampa"]
      - card: Locate Fuel Source
        surface: [Angelo Tassoni]
    deck: [Davies]
  - missions:
      - card: "Earth, Cradle of the Federation"
    deck: [Davies]
`)
	marla, thompson := find(t, g, "Marla Gilmore"), find(t, g, "Thompson")
	kes, angelo := find(t, g, "Kes"), find(t, g, "Angelo Tassoni")
	s := Step{Do: DoExcludeRandomEach, Filter: &Filter{Icon: "voyager", Skills: []string{"Treachery"}}, Until: "dilemma"}
	if err := validateSteps([]Step{s}); err != nil {
		t.Fatal(err)
	}
	group := g.randomShieldGroup(fxCtx{p: ann, src: marla.ID}, &s)
	if want := []int{marla.ID, thompson.ID}; !slices.Equal(group, want) {
		t.Fatalf("group %v, want Marla and Thompson %v", group, want)
	}
	all := []int{marla.ID, thompson.ID, kes.ID, angelo.ID}
	if got := g.randomlySelectable(all); len(got) != 4 {
		t.Fatalf("before the effect all four are eligible: %v", got)
	}
	g.turnFx = append(g.turnFx, timedEffect{source: marla.ID, targets: group, noRandom: true, until: "dilemma", player: ann})
	if got := g.randomlySelectable(all); !slices.Equal(got, []int{kes.ID, angelo.ID}) {
		t.Errorf("with the effect: %v, want Kes and Angelo", got)
	}
	g.endTimed("dilemma")
	if got := g.randomlySelectable(all); len(got) != 4 {
		t.Errorf("after the dilemma all four are eligible again: %v", got)
	}
	bad := Step{Do: DoExcludeRandomEach, Until: "turn"}
	if err := validateSteps([]Step{bad}); err == nil {
		t.Error("until: turn should be refused")
	}
}
