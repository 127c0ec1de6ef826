package game

import "testing"

// TestRevealedToBrig: of the cards revealed from an opponent's deck, each
// personnel the filter matches goes to the revealer's brig unless its
// owner commands (or holds captive) a card of its title; a second copy
// revealed with the first stays. Rulebook: Brig and Captives; Uniqueness.
func TestRevealedToBrig(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Cardassia Prime, Hardscrabble World", surface: [Daro]}]
    deck: [Rogesh]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation", surface: [Davies]}]
    deck: [Rixx, Davies, Rixx, Ferocity, Lopez]
`)
	top := append([]int(nil), g.players[1].Deck[:4]...)
	rest := g.revealedToBrig(g.ctxFor(0, find(t, g, "Daro").ID), &Filter{Type: Personnel}, top)
	if z := g.cards[top[0]].Zone; z != ZBrig {
		t.Errorf("the first Rixx is in zone %v, want the brig", z)
	}
	for _, i := range []int{1, 2, 3} {
		if g.cards[top[i]].Zone == ZBrig {
			t.Errorf("%s (card %d of the top) went to the brig", g.cardName(top[i]), i+1)
		}
	}
	if len(rest) != 3 || rest[0] != top[1] || rest[1] != top[2] || rest[2] != top[3] {
		t.Errorf("the rest %v, want %v in order", rest, top[1:])
	}
	if err := validateRevealBrig(&Step{Do: DoRevealTop, Count: 3, Brig: &Filter{}}); err == nil {
		t.Error("a reveal of one's own deck into one's own brig was accepted")
	}
}
