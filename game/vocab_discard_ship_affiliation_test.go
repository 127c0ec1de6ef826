package game

import (
	"slices"
	"testing"
)

// Rulebook: Order (abilities) — discard-from-hand with same:
// ship-affiliation offers only the hand's cards of the filter whose
// affiliation is that of the ship the card is aboard (a Klingon ship:
// the Klingon personnel and ship, not the Federation personnel), and
// nothing for a card aboard no ship.
func TestDiscardMatchingShipAffiliation(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Dokar]
        ships:
          - card: "I.K.S. Vor'cha"
            aboard: [Kroval]
    hand: [Martin, Kahmis, "I.K.S. K't'inga", Signs of Sentience]
    deck: [Davies]
  - missions: ["Earth, Home of Starfleet Command"]
    deck: [Davies]
`)
	s := Step{Do: DoDiscardHand, Filter: &Filter{Any: []Filter{{Type: Personnel}, {Type: Ship}}}, Same: SameShipAffiliation}
	if err := validateSteps([]Step{s}); err != nil {
		t.Fatal(err)
	}
	aboard := find(t, g, "Kroval").ID
	var got []string
	for _, id := range g.discardPool(fxCtx{p: ann, src: aboard}, &s) {
		got = append(got, g.cards[id].Card.Title)
	}
	slices.Sort(got)
	if !slices.Equal(got, []string{"I.K.S. K't'inga", "Kahmis"}) {
		t.Errorf("pool %v, want the K't'inga and Kahmis", got)
	}
	if pool := g.discardPool(fxCtx{p: ann, src: find(t, g, "Dokar").ID}, &s); len(pool) != 0 {
		t.Errorf("a card aboard no ship: pool %v, want none", pool)
	}
	bad := Step{Do: DoDiscardHand, Same: "title"}
	if err := validateSteps([]Step{bad}); err == nil {
		t.Error("same: title on discard-from-hand should be refused")
	}
}
