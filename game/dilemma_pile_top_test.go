package game

import (
	"slices"
	"testing"
)

// Rulebook: Attempting a mission, 3.d — a player reaching a face-up card
// in their dilemma pile shuffles the pile face down. Cards above the
// face-up one were reached face down and stay on top; from it down the
// pile is shuffled face down; a pile with no face-up card among those
// reached is left as it is.
func TestReachDilemmaTopShufflesFaceUp(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - name: Ann
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Wavefront, Pinned Down, Triage, Command Decisions, Microbrain]
    deck: [Dokar]
`)
	pile := g.players[ben].DilemmaPile
	before := slices.Clone(pile)
	g.cards[pile[3]].FaceUp = true
	g.cards[pile[4]].FaceUp = true
	if got := g.reachDilemmaTop(ben, 3); !slices.Equal(got, before[:3]) || g.cards[pile[3]].FaceUp == false {
		t.Fatalf("reaching three face-down cards changed the pile: %v, want %v untouched", got, before[:3])
	}
	events := g.EventCount()
	top := g.reachDilemmaTop(ben, 5)
	if !slices.Equal(top[:2], before[:2]) {
		t.Fatalf("the two cards above the face-up one moved: %v, want %v on top", top[:2], before[:2])
	}
	for _, id := range g.players[ben].DilemmaPile {
		if g.cards[id].FaceUp {
			t.Fatalf("%s is still face up after the pile was shuffled", g.cardName(id))
		}
	}
	if g.EventCount() != events+1 {
		t.Fatalf("%d events logged, want the one shuffle", g.EventCount()-events)
	}
}

// Rulebook: Attempting a mission, 3.d. Text that places the top card of
// a dilemma pile beneath a mission (pile-top-beneath) reaches it as a
// draw does: a face-up top card shuffles the pile face down first, so
// the card placed is one of the shuffled pile, and no face-up card stays
// in it.
func TestPileTopBeneathReachesFaceUpTop(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Military Exercises
        ships: [{card: U.S.S. Galaxy, aboard: [Davies]}]
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    dilemmas: [Wavefront, Pinned Down, Triage]
    deck: [Dokar]
`)
	for _, id := range g.players[ben].DilemmaPile {
		g.cards[id].FaceUp = true
	}
	ship := find(t, g, "U.S.S. Galaxy")
	g.pending, g.work = nil, nil
	registry[DoPileTopBeneath].run(g, fxCtx{p: ann, src: ship.ID, mission: ship.Where}, Step{Do: DoPileTopBeneath})
	g.run()
	if n := len(g.cards[ship.Where].Beneath); n != 1 {
		t.Fatalf("%d cards beneath the mission, want 1", n)
	}
	for _, id := range g.players[ben].DilemmaPile {
		if g.cards[id].FaceUp {
			t.Fatalf("%s is still face up in the pile: the face-up top was taken without the shuffle", g.cardName(id))
		}
	}
}
