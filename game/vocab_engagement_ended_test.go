package game

import "testing"

// Ann's Jem'Hadar Warship (Range spent) and Ben's U.S.S. Excelsior share
// Intercept Renegade; Ann may begin an engagement with Cry "Havoc!".
// Jural and Greitak wait at Ann's headquarters, Martin at Ben's.
const engagementEndedPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Cardassia Prime, Hardscrabble World"
        surface: [Jural, Greitak]
      - card: Intercept Renegade
        ships:
          - card: Jem'Hadar Warship
            range_used: 9
            aboard: ["Noret'ikar", Tholun, "Varen'agor"]
          - card: U.S.S. Excelsior
            controller: 2
            aboard: [Lopez, Mills, Davies]
    core: ["Cry \"Havoc!\"", "Cry \"Havoc!\""]
    deck: [Gollek, Gollek, Gollek]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation", surface: [Martin]}]
    deck: [Rixx, Altman, Rixx]
`

// TestEngagementEnded: text answering the end of an engagement answers
// once it is over, with the initiator's ship and crew stopped (Rulebook:
// Engagements); who: you is the initiator, who: opponent the other
// player. Unstopping and restoring Range to: involved reach the
// initiator's ship and crew only; barring engagements leaves Ann's second
// Cry "Havoc!" nothing to begin until the turn ends.
func TestEngagementEnded(t *testing.T) {
	for _, tc := range []struct {
		name, holder, text string
		annDraws, benDraws int
		unstopped, barred  bool
	}{
		{"initiator's text", "Greitak", "{when: engagement-ended, who: you, effect: [{do: draw}]}", 1, 0, false, false},
		{"opponent's text", "Martin", "{when: engagement-ended, who: opponent, effect: [{do: draw}]}", 0, 1, false, false},
		{"not the initiator", "Martin", "{when: engagement-ended, who: you, effect: [{do: draw}]}", 0, 0, false, false},
		{"unstop and restore involved, then barred", "Greitak",
			"{when: engagement-ended, who: you, effect: [{do: unstop-each, to: involved}, {do: restore-range, to: involved}, {do: no-engagements-this-turn}]}", 0, 0, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, engagementEndedPosition)
			giveText(t, find(t, g, tc.holder), "abilities: ["+tc.text+"]")
			g.indexCards()
			ship, jural, excelsior := find(t, g, "Jem'Hadar Warship"), find(t, g, "Jural"), find(t, g, "U.S.S. Excelsior")
			jural.Stopped = true // stopped, not involved: to: involved leaves him
			ann, ben := len(g.players[0].Hand), len(g.players[1].Hand)
			choose(t, g, "Use Cry")
			choose(t, g, "Jem'Hadar Warship against U.S.S. Excelsior")
			for d := pendingPastEmpty(t, g); d != nil && d.Kind == KindRespond; d = pendingPastEmpty(t, g) {
				choose(t, g, "Pass")
			}
			expectDecision(t, g, 0, KindOrders)
			if a, b := len(g.players[0].Hand)-ann, len(g.players[1].Hand)-ben; a != tc.annDraws || b != tc.benDraws {
				t.Errorf("Ann drew %d, Ben %d; want %d and %d", a, b, tc.annDraws, tc.benDraws)
			}
			if ship.Stopped == tc.unstopped || find(t, g, "Tholun").Stopped == tc.unstopped {
				t.Errorf("ship stopped %v, Tholun stopped %v; want unstopped %v", ship.Stopped, find(t, g, "Tholun").Stopped, tc.unstopped)
			}
			if !jural.Stopped || excelsior.Stopped {
				t.Errorf("Jural (not involved) stopped %v, Excelsior %v: want true, false", jural.Stopped, excelsior.Stopped)
			}
			if tc.unstopped && ship.RangeUsed != 0 {
				t.Errorf("Range used %d, want 0", ship.RangeUsed)
			}
			if tc.barred {
				if len(g.engagementStarts(0, "", nil)) != 0 {
					t.Error("an engagement may still be begun this turn")
				}
				g.endTimed("turn")
				if len(g.engagementStarts(0, "", nil)) == 0 {
					t.Error("still barred once the turn's effects end")
				}
			}
		})
	}
}
