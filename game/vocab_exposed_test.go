package game

import "testing"

// Ann (active) and Ben each hold two cards; Mills at Ben's headquarters
// carries the text under test.
const exposedPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Romulus, Seat of Power"
        surface: [Noram]
    hand: [Taul, Taul]
    deck: [Taul, Taul, Taul]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command", surface: [Mills]}]
    hand: [Evans, Davies]
    deck: [Lopez, Lopez, Lopez, Lopez]
`

// TestExposedByOpponent: an opponent's text examining or revealing cards
// of a player's hand or deck fires the trigger once per action for the
// cards' owner (who: you); the player's own look at their own deck does
// not, nor does an opponent's look at an empty hand. Once each turn limits
// the answer. Glossary: examine; reveal.
func TestExposedByOpponent(t *testing.T) {
	for _, tc := range []struct {
		name   string
		by     Player
		steps  []Step
		once   bool
		draws  int
		noHand bool
	}{
		{"look at the opponent's hand", 0, []Step{{Do: DoLookAtHand}}, false, 1, false},
		{"reveal the top of the opponent's deck", 0, []Step{{Do: DoRevealTop, Count: 2, StepFields: StepFields{Whose: WhoseOpponent}}}, false, 1, false},
		{"examine one's own deck", 1, []Step{{Do: DoExamineTop, Count: 2}}, false, 0, false},
		{"an empty hand", 0, []Step{{Do: DoLookAtHand}}, false, 0, true},
		{"twice, no limit", 0, []Step{{Do: DoLookAtHand}, {Do: DoExamineRandomHand}}, false, 2, false},
		{"twice, once each turn", 0, []Step{{Do: DoLookAtHand}, {Do: DoExamineRandomHand}}, true, 1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, exposedPosition)
			once := ""
			if tc.once {
				once = ", once_each_turn: true"
			}
			giveText(t, find(t, g, "Mills"), "abilities: [{when: exposed-by-opponent, who: you"+once+", effect: [{do: draw}]}]")
			g.indexCards()
			if tc.noHand {
				for _, id := range append([]int(nil), g.players[1].Hand...) {
					g.place(id, ZDiscard, 0)
				}
			}
			src := find(t, g, "Noram").ID
			if tc.by == 1 {
				src = find(t, g, "Mills").ID
			}
			hand := len(g.players[1].Hand)
			g.pending, g.work = nil, nil // the decision in hand set aside: the text runs alone
			g.runAbility(g.ctxFor(tc.by, src), tc.steps)
			g.run()
			skipEmptyWindows(t, g)
			if got := len(g.players[1].Hand) - hand; got != tc.draws {
				t.Errorf("Ben drew %d, want %d", got, tc.draws)
			}
		})
	}
}
