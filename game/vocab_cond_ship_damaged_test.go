package game

import "testing"

// Ruling: Dilemmas Affecting Ships — attempting-ship-damaged reads the
// ship the attempting personnel are aboard: it holds for a ship with a
// damage card on it, not for an undamaged one, and never with no attempt.
func TestAttemptingShipDamaged(t *testing.T) {
	holds := condRegistry["attempting-ship-damaged"].holds
	for _, damaged := range []bool{true, false} {
		dmg := ""
		if damaged {
			dmg = "\n            damage: [Aggressive Behavior]"
		}
		g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: "Military Exercises"
        ships:
          - card: "I.K.S. Vor'cha"
            aboard: [Kahmis, Dokar, Kroval]`+dmg+`
    deck: [Kahmis]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
    dilemmas: [Shipboard Fire]
    deck: [Dokar]
`)
		if holds(g, &Cond{}, fxCtx{}) {
			t.Fatal("holds with no attempt under way")
		}
		startAttempt(t, g, "Military Exercises")
		if got := holds(g, &Cond{}, fxCtx{}); got != damaged {
			t.Errorf("damaged %v: holds %v", damaged, got)
		}
	}
}
