package game

import (
	"slices"
	"testing"
)

// TestDilemmaRevealedBeforeChecks: the dilemma-revealed trigger is met
// as a dilemma is revealed, before it is checked for its type (Rulebook:
// Facing Dilemmas, steps 3.c–3.f): a space dilemma revealed at a planet
// mission, then overcome unfaced, still lets its owner answer; and
// remove-copy-from-pile takes only the first copy of that title out of
// the performer's pile, the other cards keeping their order.
func TestDilemmaRevealedBeforeChecks(t *testing.T) {
	for _, tc := range []struct {
		name      string
		annPile   string
		removed   int // how many of Ann's Wavefronts leave her pile
		pileAfter int
	}{
		{"one copy of two taken", "[Triage, Wavefront, Wavefront]", 1, 2},
		{"no copy", "[Triage, Triage]", 0, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Romulus, Seat of Power"
      - card: Sensitive Search
        surface: [Noram, Taul]
    dilemmas: `+tc.annPile+`
    deck: [Taul]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    hand: [The Perils of Peacemaking]
    dilemmas: [Wavefront]
    deck: [Mills]
`)
			ben := find(t, g, "The Perils of Peacemaking")
			var annWave []int
			for _, c := range findAll(g, "Wavefront") {
				if c.Owner == 0 {
					annWave = append(annWave, c.ID)
				}
			}
			choose(t, g, "Attempt Sensitive Search")
			choose(t, g, "Wavefront")
			expectDecision(t, g, 1, KindRespond)
			choose(t, g, "Play The Perils of Peacemaking")
			pile := g.players[0].DilemmaPile
			gone := 0
			for _, id := range annWave {
				if g.cards[id].Zone == ZRemoved {
					gone++
				}
			}
			if gone != tc.removed || len(pile) != tc.pileAfter {
				t.Errorf("%d of Ann's Wavefronts removed, pile of %d; want %d and %d", gone, len(pile), tc.removed, tc.pileAfter)
			}
			if tc.removed == 1 && g.cards[annWave[0]].Zone != ZRemoved {
				t.Errorf("the first copy in the pile should be the one removed")
			}
			if d := g.players[1].Deck; len(d) == 0 || d[len(d)-1] != ben.ID {
				t.Errorf("the interrupt is not on the bottom of its owner's deck: %v", ben.Zone)
			}
			benWave := slices.IndexFunc(findAll(g, "Wavefront"), func(c *Inst) bool { return c.Owner == 1 })
			if benWave < 0 || findAll(g, "Wavefront")[benWave].Zone != ZBeneath {
				t.Errorf("Ben's Wavefront, wrong type for a planet, should still be overcome beneath the mission")
			}
		})
	}
}
