package game

import (
	"encoding/json"
	"strings"
	"testing"
)

// The engine protocol (docs/protocol.md, Results): a tie has no winner, so
// the result of a tied game carries no "winner" field; a won game does.
func TestTieResultHasNoWinner(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Earth, Cradle of the Federation"}]
    score: 20
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    score: 20
`)
	for i := 0; g.Result() == nil && i < 10; i++ {
		d := g.Pending()
		choose(t, g, d.Options[len(d.Options)-1].Label)
	}
	r := g.Result()
	if r == nil || !r.Tie {
		t.Fatalf("equal scores with every deck empty should tie, got %+v", r)
	}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), "winner") {
		t.Errorf("a tie names a winner on the wire: %s", b)
	}
	var back Result
	if err := json.Unmarshal(b, &back); err != nil || !back.Tie || back.Scores != r.Scores {
		t.Errorf("tie result does not read back: %+v, %v", back, err)
	}
	won, _ := json.Marshal(Result{Winner: 1, Reason: ReasonMissions, Scores: [2]int{40, 100}})
	if !strings.Contains(string(won), `"winner":2`) {
		t.Errorf("a won game must name its winner (Player 2): %s", won)
	}
	var wonBack Result
	if err := json.Unmarshal(won, &wonBack); err != nil || wonBack.Winner != 1 || wonBack.Tie {
		t.Errorf("won result does not read back: %+v, %v", wonBack, err)
	}
}

// The engine protocol (docs/protocol.md, Decisions): a choose-dilemmas
// decision with nothing drawn (Rulebook: Facing Dilemmas — overcome
// dilemmas beneath the mission lower the number drawn, here to zero) lists
// its options as an empty list, never null.
func TestChooseDilemmasWithNothingDrawnHasEmptyOptions(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Earth, Cradle of the Federation
      - card: Medical Relief
        surface: [Davies]
        overcome: [Wavefront]
    deck: [Rixx]
  - missions:
      - card: Qo'noS, Heart of the Empire
    dilemmas: [Triage]
    deck: [Dokar]
`)
	choose(t, g, "Attempt Medical Relief")
	d := expectDecision(t, g, 1, KindChooseDilemmas)
	b, _ := json.Marshal(d)
	if !strings.Contains(string(b), `"options":[]`) {
		t.Errorf("nothing drawn: want an empty options list, got %s", b)
	}
	if _, err := g.Choose(1, Choice{Decision: d.ID, Picks: []int{}}); err != nil {
		t.Fatalf("no picks must be the answer to an empty choice: %v", err)
	}
}

// Rulebook: Showing your cards — the crew aboard an opponent's ship is
// concealed, and staffing depends on their icons, so the view tells only
// the ship's controller whether it is staffed; the opponent's view leaves
// the field out instead of claiming "false".
func TestStaffedOnlyForTheController(t *testing.T) {
	g := startScenario(t, ordersScenario)
	mine, _ := json.Marshal(g.View(0).Players[0].Missions[0].Ships[0])
	theirs, _ := json.Marshal(g.View(1).Players[0].Missions[0].Ships[0])
	if !strings.Contains(string(mine), `"staffed":true`) {
		t.Errorf("the controller sees the Galaxy staffed: %s", mine)
	}
	if strings.Contains(string(theirs), "staffed") {
		t.Errorf("the opponent's view must not state staffing: %s", theirs)
	}
	// A view read back from JSON (a network client) keeps what it was told.
	var back ShipView
	if err := json.Unmarshal(mine, &back); err != nil || !back.Staffed {
		t.Errorf("staffed lost in a JSON round trip: %+v, %v", back, err)
	}
	again, _ := json.Marshal(back)
	if string(again) != string(mine) {
		t.Errorf("ship view changes in a round trip:\n%s\n%s", mine, again)
	}
}
