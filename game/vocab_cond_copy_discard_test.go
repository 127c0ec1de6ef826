package game

import (
	"strings"
	"testing"
)

// TestCopyInDiscardOpponent: Ruling: Repurposed Transmission reads the
// discard pile of the opponent playing the interrupt; a copy is a card
// of the same title (Rulebook: Uniqueness). who: opponent looks in the
// opponent's pile, not the reader's own; any other who is refused.
func TestCopyInDiscardOpponent(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - name: Ann
    missions: [{card: "Unicomplex, Root of the Hive Mind"}]
    hand: [Adapt]
    deck: [Borg Cube]
  - name: Ben
    missions: [{card: "Cardassia Prime, Hardscrabble World"}]
    discard: [Adapt]
    deck: [Tajor]
`)
	var played int
	for _, c := range g.cards[1:] {
		if c.Card.Name() == "Adapt" && c.Owner == ann {
			played = c.ID
		}
	}
	e := condRegistry["copy-in-discard"]
	opp := &Cond{Is: "copy-in-discard", Who: "opponent"}
	own := &Cond{Is: "copy-in-discard"}
	if !e.holds(g, opp, fxCtx{p: ann, subject: played}) {
		t.Fatal("Ben's Adapt in his discard pile was not found for Ann's opponent")
	}
	if e.holds(g, own, fxCtx{p: ann, subject: played}) {
		t.Fatal("Ann's own discard pile holds no Adapt, yet the copy was found")
	}
	if e.holds(g, opp, fxCtx{p: ben, subject: played}) {
		t.Fatal("Ben's opponent (Ann) has no Adapt in her discard pile, yet the copy was found")
	}
	if err := e.validate(&Cond{Is: "copy-in-discard", Who: "each"}); err == nil || !strings.Contains(err.Error(), "who") {
		t.Fatalf("who: each accepted: %v", err)
	}
}
