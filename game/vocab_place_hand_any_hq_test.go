package game

import "testing"

// TestPlaceFromHandAnyHeadquarters: place-from-hand with to: headquarters
// reaches every headquarters mission its player commands, whatever that
// mission lets be played there; without it, only those where the card
// could be played. Glossary: play and place.
func TestPlaceFromHandAnyHeadquarters(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
    hand: [Kroval]
    deck: [Davies]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Lopez]
`)
	kroval, earth := find(t, g, "Kroval"), find(t, g, "Earth")
	ctx := g.ctxFor(ann, earth.ID)
	f := &Filter{Type: Personnel}
	if err := f.validate(); err != nil {
		t.Fatal(err)
	}
	if got := g.placeableFromHand(ctx, &Step{Do: DoPlaceFromHand, Filter: f}); len(got) != 0 {
		t.Errorf("where it could be played: %v, want none (Earth takes [TNG] plays)", got)
	}
	s := Step{Do: DoPlaceFromHand, To: ToHeadquarters, Filter: f}
	if err := registry[DoPlaceFromHand].validate(&s); err != nil {
		t.Fatal(err)
	}
	got := g.placeableFromHand(ctx, &s)
	if len(got[kroval.ID]) != 1 || got[kroval.ID][0] != earth.ID {
		t.Fatalf("to: headquarters: %v, want Kroval at Earth", got)
	}
}
