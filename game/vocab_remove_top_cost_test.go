package game

import "testing"

// Glossary: remove from the game (Posturing, 17V043): the raise lasts
// until the end of the mission attempt, the only period the verb reads.
func TestRemoveTopAddCostUntilValidated(t *testing.T) {
	for _, tc := range []struct {
		until string
		ok    bool
	}{{"attempt", true}, {"turn", false}, {"", false}} {
		s := Step{Do: DoRemoveTopAddCost, Until: tc.until}
		if err := registry[DoRemoveTopAddCost].validate(&s); (err == nil) != tc.ok {
			t.Errorf("until %q: error %v, want ok %v", tc.until, err, tc.ok)
		}
	}
}

// Rulebook: Interrupt. Outside a mission attempt nobody of the player's
// is attempting: the step has no personnel to raise and is not possible,
// whatever the opponent's deck holds.
func TestRemoveTopAddCostNeedsAttempt(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Kroval]
      - card: Sensitive Search
    deck: [Kroval]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Excavation
    deck: [Kroval, Kroval]
`)
	s := Step{Do: DoRemoveTopAddCost, Until: "attempt"}
	if registry[DoRemoveTopAddCost].possible(g, fxCtx{p: 0}, &s) {
		t.Fatal("possible outside an attempt")
	}
	if n := len(g.attemptingYours(0)); n != 0 {
		t.Fatalf("%d personnel attempting outside an attempt", n)
	}
}
