package game

import (
	"strings"
	"testing"
)

// TestRemovedToDiscard: every removed card the performer owns that the
// filter matches goes into the performer's discard pile (a removed event
// and the opponent's removed personnel stay out); with none left, the
// step is not possible. Glossary: remove from the game.
func TestRemovedToDiscard(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Humanity's Home"
        surface: [Callaghan]
    removed: ["T'Pol, Austere Commander", Dallas, Relentless Attacks, {card: Garrid, owner: 2}]
    deck: [Gaeta]
  - name: Ben
    missions:
      - card: "Earth, Cradle of the Federation"
    removed: ["Phlox, Alien Physiologist"]
    deck: [Davies]
`)
	src := find(t, g, "Callaghan")
	giveText(t, src, "abilities:\n  - when: order\n    effect: [{do: removed-to-discard, filter: {type: personnel}}]\n")
	s := src.Card.Abilities[0].Effect[0]
	ctx := g.ctxFor(0, src.ID)
	if !registry[DoRemovedToDiscard].possible(g, ctx, &s) {
		t.Fatal("not possible with removed personnel")
	}
	registry[DoRemovedToDiscard].run(g, ctx, s)
	for name, zone := range map[string]Zone{"T'Pol": ZDiscard, "Dallas": ZDiscard, "Relentless Attacks": ZRemoved, "Phlox": ZRemoved, "Garrid": ZRemoved} {
		if c := find(t, g, name); c.Zone != zone {
			t.Errorf("%s in zone %v, want %v", name, c.Zone, zone)
		}
	}
	if !strings.Contains(logFor(g, 1), "Dallas") {
		t.Errorf("the opponent's log does not name the cards moved between open piles")
	}
	if registry[DoRemovedToDiscard].possible(g, ctx, &s) {
		t.Error("still possible with no removed personnel of Ann's")
	}
}
