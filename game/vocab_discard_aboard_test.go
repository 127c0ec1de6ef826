package game

import (
	"strings"
	"testing"
)

// Glossary: place; Rulebook: Uniqueness — a personnel from the discard
// pile is placed aboard the player's ship at the source's mission; a
// unique personnel with a copy in play is not offered; with two ships
// there, the player picks one; with none, the step cannot happen.
func TestDiscardToShipHere(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Runabout Search
        surface: [Lopez]
        ships:
          - {card: "U.S.S. Excelsior", aboard: [Davies, "Julian Bashir, Nostalgic Doctor"]}
          - {card: "U.S.S. Enterprise-D, Diplomatic Envoy"}
    discard: ["Julian Bashir, Medical Staffer", Martin]
    deck: [Rixx]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	m := find(t, g, "Runabout Search").ID
	ctx := fxCtx{p: 0, src: m}
	s := Step{Do: DoDiscardToShipHere, Filter: &Filter{Type: Personnel}}
	if !registry[DoDiscardToShipHere].possible(g, ctx, &s) {
		t.Fatal("not possible with Martin in the discard pile and ships here")
	}
	g.discardToShipHere(ctx, s)
	d := expectDecision(t, g, 0, KindSelect)
	for _, o := range d.Options {
		if strings.Contains(o.Label, "Bashir") {
			t.Error("a second Julian Bashir offered while one is in play")
		}
	}
	choose(t, g, "Martin")
	choose(t, g, "Enterprise")
	if d := g.players[0].Discard; len(d) != 1 || g.cards[d[0]].Card.Title != "Julian Bashir" {
		t.Errorf("discard holds %v, want the second Julian Bashir only", d)
	}
	ent := find(t, g, "U.S.S. Enterprise-D").ID
	if len(g.cards[ent].Aboard) != 1 || g.cards[g.cards[ent].Aboard[0]].Card.Title != "Martin" {
		t.Errorf("Enterprise aboard %v, want Martin", g.cards[ent].Aboard)
	}
	earth := find(t, g, "Earth, Cradle of the Federation").ID
	if registry[DoDiscardToShipHere].possible(g, fxCtx{p: 0, src: earth}, &s) {
		t.Error("possible at a mission with no ship of the player's")
	}
}
