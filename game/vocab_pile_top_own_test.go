package game

import (
	"fmt"
	"strings"
	"testing"
)

// A made-up mission whose own player, as an attempt there ends, places
// the top two cards of their own dilemma pile beneath it to score 5.
const pileTopOwnCards = `
- {id: "T-PO1", title: Test Bazaar Planet, unique: false, type: mission, mission: planet, quadrant: Alpha, span: 2, points: 30, attempt_by: any, requirements: "Archaeology", abilities: [{when: attempt-ended, who: you, cond: here, effect: [{do: pile-top-beneath, whose: your, count: 2, then: [{do: score, amount: 5}]}]}]}
`

func pileTopOwnLibrary(t testing.TB) *Library {
	t.Helper()
	return sharedLibWith(t, pileTopOwnCards)
}

// TestPileTopBeneathOwnThen: Rulebook: Attempting a Mission (an attempt
// ends) — the cards come from the performer's own pile (Expand Business
// Opportunities, 14U055), and what placing them pays for follows only
// when the whole count was there to place.
func TestPileTopBeneathOwnThen(t *testing.T) {
	for _, tc := range []struct {
		name     string
		pile     string
		beneath  int
		score    int
		leftOver int
	}{
		{"three in the pile", "Wavefront, Cave-In, Kolaran Raiders", 2, 5, 1},
		{"only one", "Wavefront", 0, 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, pileTopOwnLibrary(t), fmt.Sprintf(`
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Test Bazaar Planet
        surface: [Kahmis]
    dilemmas: [%s]
    deck: [Kahmis]
  - name: Ben
    missions: ["Earth, Home of Starfleet Command", Excavation]
    deck: [Kahmis]
`, tc.pile))
			choose(t, g, "Attempt Test Bazaar Planet")
			expectDecision(t, g, ben, KindChooseDilemmas)
			choose(t, g) // Ben sends none
			expectDecision(t, g, ann, KindOrders)
			m := find(t, g, "Test Bazaar Planet")
			beneath := 0
			for _, c := range g.cards[1:] {
				if c.Zone == ZBeneath && c.Where == m.ID {
					beneath++
				}
			}
			if beneath != tc.beneath || g.players[ann].Score != tc.score || len(g.players[ann].DilemmaPile) != tc.leftOver {
				t.Fatalf("beneath %d, score %d, pile %d; want %d, %d, %d", beneath, g.players[ann].Score, len(g.players[ann].DilemmaPile), tc.beneath, tc.score, tc.leftOver)
			}
		})
	}
	bad := Step{Do: DoPileTopBeneath}
	bad.Whose = WhoseOpponent
	if err := validateSteps([]Step{bad}); err == nil || !strings.Contains(err.Error(), "whose") {
		t.Fatalf("whose: opponent accepted: %v", err)
	}
}
