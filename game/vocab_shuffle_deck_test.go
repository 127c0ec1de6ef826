package game

import (
	"slices"
	"testing"
)

// TestShuffleDeck: shuffling a deck keeps its cards and only reorders them
// (Glossary: shuffle); the log tells both players that it happened.
func TestShuffleDeck(t *testing.T) {
	g := startScenario(t, `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies, Rixx, Van Orton, Rabal, Lopez, Davies, Rixx, Van Orton]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Kahmis]
`)
	before := slices.Clone(g.players[0].Deck)
	registry[DoShuffleDeck].run(g, fxCtx{p: 0}, Step{Do: DoShuffleDeck})
	after := g.players[0].Deck
	if slices.Equal(before, after) {
		t.Errorf("deck order unchanged: %v", after)
	}
	sorted := func(s []int) []int { s = slices.Clone(s); slices.Sort(s); return s }
	if !slices.Equal(sorted(before), sorted(after)) {
		t.Errorf("deck holds %v after, %v before", after, before)
	}
	if !slices.Equal(g.players[1].Deck, []int{g.players[1].Deck[0]}) || len(g.players[1].Deck) != 1 {
		t.Errorf("the opponent's deck changed: %v", g.players[1].Deck)
	}
}
