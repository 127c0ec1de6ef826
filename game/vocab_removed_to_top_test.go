package game

import (
	"slices"
	"testing"
)

// Glossary: remove from the game — removed-to-deck-top offers only the
// player's own removed cards the filter matches, and puts the one picked
// on top of the deck, out of the removed pile.
func TestRemovedToDeckTop(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Caretaker's Array"
    removed: [Interspatial Fissures, Thompson]
    deck: [Davies]
  - missions:
      - card: "Earth, Cradle of the Federation"
    removed: [Relentless Attacks]
    deck: [Davies]
`)
	f := &Filter{Keyword: "Nucleogenic"}
	got := g.removedMatching(ann, f)
	fis := find(t, g, "Interspatial Fissures")
	if !slices.Equal(got, []int{fis.ID}) {
		t.Fatalf("offered %v, want Interspatial Fissures alone (not Thompson, not Ben's Relentless Attacks)", got)
	}
	g.toDeckTop(fis.ID)
	if fis.Zone != ZDeck || g.players[ann].Deck[0] != fis.ID || slices.Contains(g.players[ann].Removed, fis.ID) {
		t.Errorf("Interspatial Fissures should be on top of the deck, out of the removed pile")
	}
	if err := validateSteps([]Step{{Do: DoRemovedToDeckTop, Filter: f}}); err != nil {
		t.Error(err)
	}
}
