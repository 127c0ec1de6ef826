package game

import (
	"slices"
	"testing"
)

// TestYourPersonnelGroup: the personnel a player commands in play,
// wherever they are (a planet, aboard a ship), without their own stopped
// ones and without the opponent's; the cost of one of them counts a
// printed cost (Damar, Cardassian Liberator).
// Rulebook: Glossary — command; stopped (a stopped card is not
// considered by its own player).
func TestYourPersonnelGroup(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Kahmis, {card: Kroval, stopped: true}]
        ships:
          - card: "I.K.S. K'Vort"
            aboard: [Dokar]
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command", surface: [Davies]}]
    deck: [Lopez]
`)
	got := g.group(fxCtx{p: 0}, GroupYourPersonnel, nil)
	want := []int{find(t, g, "Kahmis").ID, find(t, g, "Dokar").ID}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("Ann's personnel: %v, want %v (Kahmis and Dokar; not the stopped Kroval, the ship or Ben's Davies)", got, want)
	}
	if got := g.group(fxCtx{p: 1}, GroupYourPersonnel, nil); len(got) != 1 || got[0] != find(t, g, "Davies").ID {
		t.Errorf("Ben's personnel: %v, want only Davies", got)
	}
	a := &Amount{Cost: GroupYourPersonnel, One: true}
	if w := a.Text(); w != "the cost of a personnel you command (your choice)" {
		t.Errorf("words: %q", w)
	}
}
