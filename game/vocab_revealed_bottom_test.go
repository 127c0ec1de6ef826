package game

import (
	"slices"
	"testing"
)

// A made-up dilemma: the facing player reveals the two topmost cards of
// their own dilemma pile, then puts them back under it.
const revealedBottomCards = `
- {id: "T-RB1", title: Test Upheaval, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: reveal-top-dilemmas, count: 2}, {do: revealed-dilemmas-bottom}]}
`

const revealedBottomPosition = `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: [Kahmis, Kroval, Dokar]
    dilemmas: [Triage, Timescape, Pinned Down]
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}, {card: Excavation}]
    dilemmas: [Test Upheaval]
    deck: [Galor]
`

// TestRevealedDilemmasBottom: the facing player orders the two cards they
// revealed under their own pile (the last pick lowest), face up; the card
// not revealed becomes the top. Rulebook: Facing Dilemmas (cards put
// under a dilemma pile go face up).
func TestRevealedDilemmasBottom(t *testing.T) {
	lib, err := DefaultLibraryWith([]byte(revealedBottomCards))
	if err != nil {
		t.Fatal(err)
	}
	g := startScenarioWith(t, lib, revealedBottomPosition)
	startAttempt(t, g, "Sensitive Search")
	pick(t, g, "Test Upheaval")
	d := expectDecision(t, g, ann, KindSelect)
	if len(d.Options) != 2 || !d.Ordered {
		t.Fatalf("want an ordered pick of the two revealed cards, got %q", optionNames(d))
	}
	choose(t, g, "Timescape", "Triage")
	var names []string
	for _, id := range g.players[ann].DilemmaPile {
		names = append(names, g.cardName(id))
	}
	if want := []string{"Pinned Down", "Timescape", "Triage"}; !slices.Equal(names, want) {
		t.Fatalf("Ann's pile %q, want %q", names, want)
	}
	if !find(t, g, "Triage").FaceUp || !find(t, g, "Timescape").FaceUp || find(t, g, "Pinned Down").FaceUp {
		t.Error("the revealed cards go face up, the other stays face down")
	}
}
