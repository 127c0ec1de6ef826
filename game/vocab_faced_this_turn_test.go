package game

import "testing"

// Rulebook: Facing Dilemmas. other-dilemmas-faced counts the dilemmas a
// personnel faced this turn besides the one it faces now: each dilemma
// faced counts for every unstopped personnel in the attempt, not for a
// stopped one, and the counts are gone once the turn ends.
func TestOtherDilemmasFaced(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Davies, {card: Hoya, stopped: true}]
    deck: [Crom]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    dilemmas: [Triage, Kolaran Raiders]
    deck: [Lopez]
`)
	davies, hoya := find(t, g, "Davies").ID, find(t, g, "Hoya").ID
	triage, raiders := g.players[1].DilemmaPile[0], g.players[1].DilemmaPile[1]
	a := Amount{Is: PerOtherDilemmasFaced}
	count := func(id int) int { return a.value(g, fxCtx{src: id, p: 0}, nil) }
	g.attempt = &attempt{personnel: []int{davies, hoya}, dilemma: triage}
	g.noteFaced(g.attempt)
	if n := count(davies); n != 0 {
		t.Errorf("facing the first dilemma: %d others, want 0", n)
	}
	g.attempt.dilemma = raiders
	g.noteFaced(g.attempt)
	if n := count(davies); n != 1 {
		t.Errorf("facing the second dilemma: %d others, want 1", n)
	}
	if n := count(hoya); n != 0 {
		t.Errorf("a stopped personnel counted %d, want 0", n)
	}
	g.attempt = nil
	if n := count(davies); n != 2 {
		t.Errorf("after the attempt: %d, want 2", n)
	}
	clear(g.facedTurn) // as the turn ends (rules_turn.go)
	if n := count(davies); n != 0 {
		t.Errorf("a new turn: %d, want 0", n)
	}
}
