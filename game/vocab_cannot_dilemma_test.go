package game

import (
	"slices"
	"testing"
)

// TestCannotBeStoppedByDilemmas: a personnel that cannot be stopped by
// dilemmas is spared a dilemma's stop (Rulebook: Facing Dilemmas — the
// action is ignored for it) but not a stop by other text, such as a cost
// its own player pays (Glossary: cannot; Paying costs). Equipped with
// needs it unstopped and present with its player's equipment (Glossary:
// equipped with).
func TestCannotBeStoppedByDilemmas(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Earth, Cradle of the Federation", surface: ["Tasha Yar, Weapons Specialist", Starfleet Type-2 Phaser, Davies]}]
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Pinned Down]
    deck: [Kahmis]
`)
	var tasha, davies, dilemma int
	for _, c := range g.cards {
		if c == nil {
			continue
		}
		switch c.Card.Title {
		case "Tasha Yar":
			tasha = c.ID
		case "Davies":
			davies = c.ID
		case "Pinned Down":
			dilemma = c.ID
		}
	}
	if !g.cannot(tasha, OutStopByDilemma) || g.cannot(davies, OutStopByDilemma) {
		t.Fatalf("equipped Tasha cannot be stopped by dilemmas: %v; Davies: %v", g.cannot(tasha, OutStopByDilemma), g.cannot(davies, OutStopByDilemma))
	}
	if g.cannot(tasha, OutStop) {
		t.Errorf("she may still be stopped by other text")
	}
	if got := g.ignoreDilemmaStop(dilemma, []int{tasha, davies}); !slices.Equal(got, []int{davies}) {
		t.Errorf("a dilemma stops %v, want only Davies", got)
	}
	if got := g.ignoreDilemmaStop(davies, []int{tasha, davies}); len(got) != 2 {
		t.Errorf("a personnel's text stops %v, want both", got)
	}
	// Stopped, she is no longer equipped (Glossary: equipped with).
	g.cards[tasha].Stopped = true
	if g.cannot(tasha, OutStopByDilemma) {
		t.Errorf("a stopped Tasha still counts as equipped")
	}
}
