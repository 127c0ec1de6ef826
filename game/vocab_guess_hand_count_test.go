package game

import "testing"

// Glossary: reveal — guess-hand-count asks the opponent for a number from
// 0 to the hand's size, reveals the hand, and runs then on a right guess
// (here one card costing 4 or more: a draw), else on a wrong one (here
// nothing).
func TestGuessHandCount(t *testing.T) {
	pos := `
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Cardassia Prime, Hardscrabble World", surface: [Daro]}]
    hand: [Maquis Raider, Davies]
    deck: [Kahmis]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`
	four := 4
	s := Step{Do: DoGuessHandCount, Filter: &Filter{CostAtLeast: &four}, Then: []Step{{Do: "draw"}}}
	if err := validateSteps([]Step{s}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		guess string
		drawn bool
	}{{"Guess 1", true}, {"Guess 0", false}, {"Guess 2", false}} {
		g := startScenario(t, pos)
		registry[DoGuessHandCount].run(g, g.ctxFor(ann, find(t, g, "Daro").ID), s)
		if d := expectDecision(t, g, ben, KindSelect); len(d.Options) != 3 {
			t.Fatalf("%d options, want Guess 0 to 2", len(d.Options))
		}
		choose(t, g, tc.guess)
		if got := find(t, g, "Kahmis").Zone == ZHand; got != tc.drawn {
			t.Errorf("%s: drew %v, want %v", tc.guess, got, tc.drawn)
		}
		if !hasEvent(g, "reveals a 2-card hand") {
			t.Errorf("%s: the hand was not revealed", tc.guess)
		}
	}
}
