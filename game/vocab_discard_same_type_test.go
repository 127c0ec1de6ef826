package game

import "testing"

// Rulings: Dilemmas With Conditional Requirements. discard-same-type
// offers the cards of the facing player's hand of the picked card's type,
// and none while nothing was picked.
func TestDiscardSameType(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions: [{card: "Earth, Cradle of the Federation"}]
    hand: [Narik, Common Enemy, Davies]
    deck: [Crom]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [Nonlinear Existence]
    discard: [Lopez]
    deck: [Lopez]
`)
	g.attempt = &attempt{player: 0}
	if ids := g.sameTypeInHand(fxCtx{p: 0}); len(ids) != 0 {
		t.Errorf("nothing picked: %d offered, want 0", len(ids))
	}
	g.attempt.special.picked = g.players[1].Discard[0] // Lopez, a personnel
	if ids := g.sameTypeInHand(fxCtx{p: 0}); len(ids) != 2 {
		t.Errorf("a personnel picked: %d offered, want Narik and Davies", len(ids))
	}
}
