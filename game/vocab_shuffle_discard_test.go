package game

import "testing"

// Glossary: discard pile; shuffle — shuffle-discard-into-deck moves every
// card of the performer's own discard pile the filter matches into their
// deck (none of the others, none of the opponent's), and is not possible
// with none there.
func TestShuffleDiscardIntoDeck(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Caretaker's Array"
    discard: [Relentless Attacks, Thompson, Interspatial Fissures]
    deck: [Davies]
  - missions:
      - card: "Earth, Cradle of the Federation"
    discard: [Relentless Attacks]
    deck: [Davies]
`)
	s := Step{Do: DoShuffleDiscardIntoDeck, Filter: &Filter{Keyword: "Nucleogenic"}}
	if err := validateSteps([]Step{s}); err != nil {
		t.Fatal(err)
	}
	v := registry[DoShuffleDiscardIntoDeck]
	ctx := fxCtx{p: ann}
	if !v.possible(g, ctx, &s) {
		t.Fatal("two Nucleogenic cards are in Ann's pile")
	}
	v.run(g, ctx, s)
	if n := len(g.players[ann].Deck); n != 3 {
		t.Errorf("Ann's deck has %d cards, want 3", n)
	}
	if d := g.players[ann].Discard; len(d) != 1 || g.cards[d[0]].Card.Title != "Thompson" {
		t.Errorf("Ann's pile should hold Thompson alone: %v", d)
	}
	if len(g.players[ben].Discard) != 1 {
		t.Error("Ben's pile is not Ann's to shuffle")
	}
	if v.possible(g, ctx, &s) {
		t.Error("nothing left to shuffle")
	}
}
