package game

import "testing"

// Rulebook: Execute Orders (the segment that ends the shield); Glossary:
// naming cards. A shield on a named event title keeps the opponent's cards
// from destroying or preventing its player's events of that title, not the
// player's own cards, not other titles; it lasts through the opponent's
// turn and ends as its player's next Execute Orders segment begins.
func TestShieldNamedEvent(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Athos IV, Maquis Base"}]
    core: [Felicium, Denevan Crystals]
    hand: [Crom]
    deck: [Crom]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}]
    hand: [Lopez]
    deck: [Lopez]
`)
	fel, den := find(t, g, "Felicium").ID, find(t, g, "Denevan Crystals").ID
	bens, anns := find(t, g, "Lopez").ID, find(t, g, "Crom").ID
	g.plays.named = map[int]string{anns: "Felicium"}
	v, ok := lookupVerb(DoShieldNamedEvent)
	if !ok {
		t.Fatal("verb not registered")
	}
	v.run(g, g.ctxFor(0, anns), Step{Do: DoShieldNamedEvent})
	for _, tc := range []struct {
		name   string
		id, by int
		want   bool
	}{
		{"Ben's card, the named title", fel, bens, true},
		{"Ben's card, another title", den, bens, false},
		{"Ann's own card", fel, anns, false},
	} {
		if got := g.cannotBy(tc.id, OutDestroy, tc.by); got != tc.want {
			t.Errorf("%s: cannot destroy %v, want %v", tc.name, got, tc.want)
		}
		if got := g.unpreventableBy(tc.id, tc.by); got != tc.want {
			t.Errorf("%s: cannot prevent %v, want %v", tc.name, got, tc.want)
		}
	}
	g.endShields(0) // the same turn: kept
	if !g.cannotBy(fel, OutDestroy, bens) {
		t.Error("the shield ended in the turn it began")
	}
	g.turn += 2 // Ann's next turn
	g.endShields(1)
	if !g.cannotBy(fel, OutDestroy, bens) {
		t.Error("Ben's orders ended Ann's shield")
	}
	g.endShields(0)
	if g.cannotBy(fel, OutDestroy, bens) {
		t.Error("the shield outlived the start of Ann's next Execute Orders")
	}
}
