package game

import (
	"strings"
	"testing"
)

const removedToDeckPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Humanity's Home"
        surface: [Callaghan]
    removed: ["T'Pol, Austere Commander", Dallas, {card: Garrid, owner: 2}]
    deck: [Gaeta]
  - name: Ben
    missions:
      - card: "Earth, Cradle of the Federation"
    removed: ["Phlox, Alien Physiologist"]
    deck: [Davies]
`

// TestShuffleRemovedIntoDeck: only cards the performer owns, out of the
// game, that the filter matches go back into the performer's deck (a
// Human, or the opponent's Denobulan, stay out); with none, the step is
// not possible. Glossary: remove from the game.
func TestShuffleRemovedIntoDeck(t *testing.T) {
	g := startScenario(t, removedToDeckPosition)
	src := find(t, g, "Callaghan")
	giveText(t, src, "abilities:\n  - when: order\n    effect: [{do: shuffle-removed-into-deck, filter: {type: personnel, not_species: Human}}]\n")
	s := src.Card.Abilities[0].Effect[0]
	ctx := g.ctxFor(0, src.ID)
	if !registry[DoShuffleRemovedIntoDeck].possible(g, ctx, &s) {
		t.Fatal("not possible with a removed Vulcan")
	}
	registry[DoShuffleRemovedIntoDeck].run(g, ctx, s)
	for name, zone := range map[string]Zone{"T'Pol": ZDeck, "Dallas": ZRemoved, "Phlox": ZRemoved} {
		if c := find(t, g, name); c.Zone != zone {
			t.Errorf("%s in zone %v, want %v", name, c.Zone, zone)
		}
	}
	if len(g.players[0].Deck) != 2 {
		t.Errorf("Ann's deck holds %d cards, want 2", len(g.players[0].Deck))
	}
	if !strings.Contains(logFor(g, 1), "T'Pol") {
		t.Errorf("the opponent's log does not name the card taken from the open pile")
	}
	if registry[DoShuffleRemovedIntoDeck].possible(g, ctx, &s) {
		t.Error("still possible with no removed non-Human of Ann's")
	}
}
