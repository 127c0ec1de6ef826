package game

import (
	"strings"
	"testing"
)

// Ruling: At This Mission (the planet and every ship there); a card
// killed counts as being where it died. An opponent's personnel killed
// aboard a ship at the mission where Devoras is fits on: opponent-here;
// one killed at another mission does not, nor does the ship's own
// player's. With same: cost, only a hand card of the killed card's
// printed cost may be placed.
func TestOnOpponentHereAndPlaceSameCost(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Ferenginar, Financial Hub"
      - card: Feldomite Rush
        surface: [Krunk]
        ships: [{card: Devoras, controller: 2, aboard: [Mareth]}]
      - card: Sensitive Search
        surface: [Prak]
    deck: [Krunk]
  - name: Ben
    missions: [{card: "Romulus, Seat of Power"}]
    hand: ["Lovok, Tal Shiar Colonel", Chagrith, Mareth]
    deck: [Dokar]
`)
	devoras, krunk, prak := find(t, g, "Devoras"), find(t, g, "Krunk"), find(t, g, "Prak")
	mareth := g.cards[devoras.Aboard[0]]
	a := &g.cards[devoras.ID].Card.Abilities[0]
	g.leavePlay(krunk.ID, ZDiscard)
	g.leavePlay(prak.ID, ZDiscard)
	g.leavePlay(mareth.ID, ZDiscard)
	trig := &Trigger{Kind: TrigKilled, Player: ann, Cards: []int{krunk.ID, prak.ID, mareth.ID}}
	subs, _ := g.triggerSubjects(ben, devoras.ID, a, trig)
	if len(subs) != 1 || subs[0] != krunk.ID {
		t.Fatalf("only Krunk, killed at Devoras's mission, is an opponent's card here: %v", subs)
	}
	ctx := g.ctxFor(ben, devoras.ID)
	ctx.trig, ctx.subject = trig, krunk.ID
	s := a.Effect[0]
	sites := g.placeableFromHand(ctx, &s)
	for id := range sites {
		if printedCost(g.cards[id].Card) != printedCost(krunk.Card) {
			t.Fatalf("%s offered though its cost differs from Krunk's", g.cardName(id))
		}
	}
	if len(sites) != 1 {
		t.Fatalf("one [Rom] personnel of Krunk's cost: %v", sites)
	}
	if got := stepText(s); !strings.Contains(got, "with the same cost as that card") {
		t.Fatalf("text %q", got)
	}
	bad := Step{Do: DoPlaceFromHand, Same: "species"}
	if registry[DoPlaceFromHand].validate(&bad) == nil {
		t.Fatal("same: species accepted")
	}
}
