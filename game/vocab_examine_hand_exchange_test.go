package game

import "testing"

// Glossary: exchange. examine-hand-exchange-top swaps the card the
// performer picks from the opponent's hand with the top card of that
// opponent's deck; with an empty hand or deck it is not possible.
func TestExamineHandExchangeTop(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions: ["Romulus, Seat of Power"]
    deck: [Rasul]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    hand: [Lopez, Garvey]
    deck: [Davies, Martinez]
`)
	step := Step{Do: DoExamineHandExchangeTop}
	ctx := fxCtx{p: 0, src: find(t, g, "Rasul").ID}
	if !g.stepPossible(ctx, &step) {
		t.Fatal("a hand and a deck: possible")
	}
	g.examineHandExchangeTop(ctx)
	d := expectDecision(t, g, 0, KindSelect)
	if len(d.Options) != 2 {
		t.Fatalf("both hand cards offered: %q", labels(d))
	}
	choose(t, g, "Exchange Lopez")
	ben := g.players[1]
	if g.cards[ben.Deck[0]].Card.Title != "Lopez" || len(ben.Deck) != 2 || len(ben.Hand) != 2 {
		t.Fatalf("Lopez on top, the deck and hand the same size: deck %v hand %v", ben.Deck, ben.Hand)
	}
	if g.cards[find(t, g, "Davies").ID].Zone != ZHand {
		t.Fatal("the former top card is in hand")
	}
	ben.Deck = nil
	if g.stepPossible(ctx, &step) {
		t.Fatal("an empty deck: nothing to exchange")
	}
}
