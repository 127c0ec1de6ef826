package game

import (
	"slices"
	"testing"
)

// Rulebook: Brig and Captives — a personnel taken back from an opponent's
// brig into a space attempt is placed aboard the attempting ship and
// joins the attempt; placing obeys the uniqueness rule, so a copy of a
// unique personnel its owner commands cannot be taken.
func TestBrigToAttemptAboardShip(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships: [{card: "I.K.S. Vor'cha", aboard: [Kahmis, "Gowron, Sole Leader of the Empire"]}]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Cardassia Prime, Hardscrabble World"}]
    brig: [Kroval, "Gowron, Sole Leader of the Empire"]
    deck: [Jural]
`)
	ship := find(t, g, "I.K.S. Vor'cha").ID
	kahmis := find(t, g, "Kahmis").ID
	g.attempt = &attempt{player: 0, mission: g.cards[ship].Where, ships: []int{ship}, personnel: []int{kahmis}}
	if got := len(g.rescuable(0, 0)); got != 1 {
		t.Fatalf("takeable: %d, want 1 (Kroval; not a second Gowron)", got)
	}
	g.brigToAttempt(fxCtx{p: 0})
	if g.pending == nil || len(g.pending.Options) != 1 {
		t.Fatalf("expected one choice, got %+v", g.pending)
	}
	choose(t, g, "Take Kroval")
	kroval := find(t, g, "Kroval")
	if kroval.Zone != ZAboard || kroval.Where != ship || kroval.Controller != 0 {
		t.Errorf("Kroval is in zone %v at %d, controller %d; want aboard the Vor'cha, Ann's", kroval.Zone, kroval.Where, kroval.Controller)
	}
	if !slices.Contains(g.attempt.personnel, kroval.ID) {
		t.Error("Kroval did not join the attempt")
	}
}
