package game

import (
	"fmt"
	"testing"
)

// Rulebook: Order – Attempt a mission; Glossary: cannot / may not — a
// player's missions that cannot be attempted once that player has begun a
// mission attempt this turn (Power Loss in the core) are not offered; the
// opponent's missions are not reached; the turn's end clears the mark; a
// game with no card reading began-attempt remembers nothing.
func TestAttemptLimitOnePerTurn(t *testing.T) {
	const pos = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Mouth of the Wormhole, Deep Space 9"
      - card: Camping Trip
      - card: Excavation
    core: [%s]
    deck: [Jabara]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}, {card: Survey Star System}]
    deck: [Jabara]
`
	for _, tc := range []struct {
		name      string
		core      string
		remembers bool
	}{
		{"with Power Loss", "Power Loss", true},
		{"without", "Ferocity", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, fmt.Sprintf(pos, tc.core))
			ids := titleIDs(g)
			camping, excavation, survey := ids["Camping Trip"], ids["Excavation"], ids["Survey Star System"]
			if g.attemptForbidden(0, excavation) || g.beganAttempt(0) {
				t.Fatal("no attempt begun yet: Excavation may be attempted")
			}
			g.rememberAttempt(camping)
			if got := g.beganAttempt(0); got != tc.remembers {
				t.Fatalf("began-attempt after an attempt = %v, want %v", got, tc.remembers)
			}
			if got := g.attemptForbidden(0, excavation); got != tc.remembers {
				t.Errorf("Excavation forbidden = %v, want %v", got, tc.remembers)
			}
			if g.beganAttempt(1) || g.attemptForbidden(1, survey) {
				t.Error("Ben's missions are not reached by Ann's attempt")
			}
			clear(g.usedThisTurn) // as each turn ends (rules_turn.go)
			if g.beganAttempt(0) || g.attemptForbidden(0, excavation) {
				t.Error("a new turn: Excavation may be attempted again")
			}
		})
	}
}

// cannot: [attempt] may reach missions beyond this-mission; complete may not.
func TestAttemptCannotReach(t *testing.T) {
	ok := Modifier{To: "in-play", Of: &Filter{Type: Mission}, Cannot: []string{OutAttempt}}
	bad := Modifier{To: "in-play", Of: &Filter{Type: Mission}, Cannot: []string{OutComplete}}
	for _, m := range []*Modifier{&ok, &bad} {
		m.rel = relInPlay
	}
	if err := ok.checkMissionCannot(); err != nil {
		t.Errorf("attempt on in-play: %v", err)
	}
	if err := bad.checkMissionCannot(); err == nil {
		t.Error("complete on in-play: want an error")
	}
}
