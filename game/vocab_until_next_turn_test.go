package game

import "testing"

// TestUntilNextTurnEffects: an effect lasting until the start of its
// player's next turn outlasts the end of the turn it was made in and
// the opponent's start of turn, and ends as its player's turn begins
// (Rulebook: Turn Sequence); a turn-long effect ends with its turn.
func TestUntilNextTurnEffects(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Home of Starfleet Command"
        surface: [Lopez]
    deck: [Davies]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Kahmis]
`)
	lopez := find(t, g, "Lopez").ID
	g.turnFx = append(g.turnFx,
		timedEffect{source: lopez, targets: []int{lopez}, skill: "Navigation", until: UntilNextTurn, player: 0},
		timedEffect{source: lopez, targets: []int{lopez}, skill: "Physics", until: "turn", player: 0})
	level := func(k string) int { return g.stats(lopez).Skills.Level(k) }
	if level("Navigation") != 1 || level("Physics") != 1 {
		t.Fatalf("both gained at first: Navigation %d, Physics %d", level("Navigation"), level("Physics"))
	}
	g.endTimed("turn", "attempt", "dilemma") // the turn's end (finishTurn)
	if level("Navigation") != 1 || level("Physics") != 0 {
		t.Errorf("after the turn: Navigation %d (want 1), Physics %d (want 0)", level("Navigation"), level("Physics"))
	}
	g.endNextTurnEffects(1) // the opponent's turn begins
	if level("Navigation") != 1 {
		t.Error("the opponent's turn does not end it")
	}
	g.endNextTurnEffects(0) // its player's next turn begins
	if level("Navigation") != 0 {
		t.Error("its player's next turn ends it")
	}
	if err := validateTimed(&Step{Do: DoGainSkill, Until: UntilNextTurn}); err != nil {
		t.Errorf("next-turn refused: %v", err)
	}
	if got := untilPhrase(UntilNextTurn); got != "the start of your next turn" {
		t.Errorf("words %q", got)
	}
}
