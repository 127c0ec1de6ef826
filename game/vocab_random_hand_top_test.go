package game

import (
	"slices"
	"strings"
	"testing"
)

// TestRandomHandToDeckTop: the performer's cards picked at random go on
// top of their own deck, as many as asked (all of the hand when fewer);
// the owner's log names them, the other player's log only counts them;
// with an empty hand the step is not possible. Glossary: random; Rulebook:
// hidden information.
func TestRandomHandToDeckTop(t *testing.T) {
	cases := []struct {
		name       string
		hand       string
		count      int
		wantMoved  int
		wantInHand int
	}{
		{"two of three", "[Davies, Rixx, Lopez]", 2, 2, 1},
		{"one card only", "[Rixx]", 2, 1, 0},
		{"count absent is one", "[Davies, Rixx]", 0, 1, 1},
		{"empty hand: not possible", "[]", 2, 0, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
seed: 5
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Kahmis]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: `+tc.hand+`
    deck: [Van Orton]
`)
			s := Step{Do: DoRandomHandToDeckTop, Count: tc.count}
			ctx := fxCtx{p: 1}
			hand := slices.Clone(g.players[1].Hand)
			if possible := registry[DoRandomHandToDeckTop].possible(g, ctx, &s); possible != (len(hand) > 0) {
				t.Fatalf("possible = %v with %d cards in hand", possible, len(hand))
			}
			if len(hand) == 0 {
				return
			}
			registry[DoRandomHandToDeckTop].run(g, ctx, s)
			deck := g.players[1].Deck
			if len(g.players[1].Hand) != tc.wantInHand || len(deck) != tc.wantMoved+1 {
				t.Fatalf("hand %v, deck %v", g.players[1].Hand, deck)
			}
			for _, id := range deck[:tc.wantMoved] {
				if !slices.Contains(hand, id) {
					t.Errorf("deck top %d was not in hand", id)
				}
			}
			if g.cards[deck[tc.wantMoved]].Card.Title != "Van Orton" {
				t.Errorf("the old top card is not under the moved ones: %v", deck)
			}
			if len(g.players[0].Deck) != 1 {
				t.Errorf("the other player's deck changed")
			}
			moved := g.cards[deck[0]].Card.Title
			if own := logFor(g, 1); !strings.Contains(own, moved) {
				t.Errorf("the owner's log does not name %s: %q", moved, own)
			}
			if other := logFor(g, 0); strings.Contains(other, moved) || !strings.Contains(other, "picked at random from hand") {
				t.Errorf("the other player's log: %q", other)
			}
		})
	}
}
