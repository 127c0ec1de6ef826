package game

import "testing"

// Ann attempts Cure Blight with Davies and Mills (no dilemmas: the
// attempt fails for want of skills); Paulson stays at her headquarters.
const attemptEndedPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Home of Starfleet Command"
        surface: [Paulson]
      - card: Cure Blight
        surface: [Davies, Mills]
    deck: [Evans, Evans, Evans]
  - name: Ben
    score: 10
    missions: [{card: "Qo'noS, Heart of the Empire", surface: [Kahmis]}]
    deck: [Tugat]
`

// TestAttemptEnded: text answering the end of a mission attempt answers
// once when the attempt ends (here failed), for its own player's attempt
// (who: you); cond: here reads the mission attempted, so text at another
// mission does not answer. Glossary: attempting missions.
func TestAttemptEnded(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		draws      int
	}{
		{"your attempt ends", "{when: attempt-ended, who: you, effect: [{do: draw}]}", 1},
		{"an opponent's attempt only", "{when: attempt-ended, who: opponent, effect: [{do: draw}]}", 0},
		{"at this card's mission only", "{when: attempt-ended, cond: here, effect: [{do: draw}]}", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, attemptEndedPosition)
			giveText(t, find(t, g, "Paulson"), "abilities: ["+tc.text+"]")
			g.indexCards()
			hand := len(g.players[0].Hand)
			choose(t, g, "Attempt Cure Blight")
			choose(t, g) // Ben's empty dilemma choice
			expectDecision(t, g, 0, KindOrders)
			if got := len(g.players[0].Hand) - hand; got != tc.draws {
				t.Errorf("Ann drew %d, want %d", got, tc.draws)
			}
		})
	}
}

// TestStopAllCommandedLowerScore: with Ann behind, text stopping each of
// her opponent's personnel stops Kahmis wherever he is; lower-score
// fails with the scores level. Glossary: stopped.
func TestStopAllCommandedLowerScore(t *testing.T) {
	g := startScenario(t, attemptEndedPosition)
	paulson, kahmis := find(t, g, "Paulson"), find(t, g, "Kahmis")
	ctx := g.ctxFor(0, paulson.ID)
	lower := Conds{{Is: "lower-score"}}
	if err := lower.validate(); err != nil {
		t.Fatal(err)
	}
	if !g.condOK(ctx, lower) {
		t.Fatal("Ann at 0 against 10: lower-score does not hold")
	}
	registry[DoStopAllCommanded].run(g, ctx, Step{Do: DoStopAllCommanded, StepFields: StepFields{Whose: WhoseOpponent}})
	if !kahmis.Stopped || paulson.Stopped {
		t.Errorf("Kahmis stopped %v (want true), Paulson stopped %v (want false)", kahmis.Stopped, paulson.Stopped)
	}
	g.players[0].Score = 10
	if g.condOK(ctx, lower) {
		t.Error("level scores: lower-score holds")
	}
}
