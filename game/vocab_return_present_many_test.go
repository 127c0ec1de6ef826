package game

import (
	"strings"
	"testing"
)

// Rulebook: Present — return-present with whose: opponent and many
// returns as many of the opponent's personnel present as the amount (one
// for each headquarters mission the opponent commands: two here), picked
// one at a time; the player's own personnel present are never offered,
// and the others stay.
func TestReturnPresentOpponentMany(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
      - card: Excavation
        surface: [Kahmis, {card: Davies, controller: 2}, {card: Bandee, controller: 2}, {card: Martin, controller: 2}]
    deck: [Kroval]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}, {card: "Bajor, Gift of the Prophets"}]
    deck: [Dokar]
`)
	s := Step{Do: DoReturnPresent, Filter: &Filter{Type: Personnel, NonUnique: true}, Many: &Amount{Count: "opponent-headquarters"}}
	s.Whose = "opponent"
	if err := validateSteps([]Step{s}); err != nil {
		t.Fatal(err)
	}
	if txt := registry[DoReturnPresent].text(s); !strings.Contains(txt, "for each headquarters mission") {
		t.Errorf("text %q", txt)
	}
	kahmis := find(t, g, "Kahmis")
	ctx := g.ctxFor(ann, kahmis.ID)
	for _, id := range g.returnablePresent(ctx, &s) {
		if g.cards[id].Controller == ann {
			t.Fatalf("%s (Ann's) offered", g.cards[id].Card.Title)
		}
	}
	registry[DoReturnPresent].run(g, ctx, s)
	if d := expectDecision(t, g, ann, KindSelect); len(d.Options) != 3 {
		t.Fatalf("first pick: %d options, want Davies, Bandee, Martin", len(d.Options))
	}
	choose(t, g, "Davies")
	choose(t, g, "Martin")
	for name, want := range map[string]Zone{"Davies": ZHand, "Martin": ZHand, "Bandee": ZSurface, "Kahmis": ZSurface} {
		if z := find(t, g, name).Zone; z != want {
			t.Errorf("%s in zone %v, want %v", name, z, want)
		}
	}
	bad := Step{Do: DoReturnPresent}
	bad.Whose = "each-commanding"
	if validateSteps([]Step{bad}) == nil {
		t.Error("whose: each-commanding should be refused")
	}
}
