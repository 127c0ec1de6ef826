package game

import (
	"slices"
	"strings"
	"testing"
)

// Glossary: examine — the examining player alone learns the cards; the
// pile keeps its order; with fewer cards than asked, those there are
// examined; the step is possible only when the pile holds a card.
func TestExamineDilemmas(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Triage, Wavefront]
    deck: [Dokar]
`)
	before := slices.Clone(g.players[1].DilemmaPile)
	ctx := fxCtx{p: 0, src: find(t, g, "Davies").ID}
	s := Step{Do: DoExamineDilemmas, Count: 4}
	s.Whose = WhoseOpponent
	if !registry[DoExamineDilemmas].possible(g, ctx, &s) {
		t.Fatal("not possible with two dilemmas in the pile")
	}
	g.examineDilemmas(ctx, s)
	if !slices.Equal(before, g.players[1].DilemmaPile) {
		t.Error("the pile's order changed")
	}
	mine, theirs := logFor(g, 0), logFor(g, 1)
	if !strings.Contains(mine, "top 2 cards") || !strings.Contains(mine, "Triage, Wavefront") {
		t.Errorf("examining player's log: %q", mine)
	}
	if strings.Contains(theirs, "Triage") || !strings.Contains(theirs, "examines the top 2 cards") {
		t.Errorf("owner's log: %q", theirs)
	}
	own := Step{Do: DoExamineDilemmas, Count: 1}
	if registry[DoExamineDilemmas].possible(g, ctx, &own) {
		t.Error("possible on an empty pile of one's own")
	}
}
