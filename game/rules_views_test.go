package game

import (
	"encoding/json"
	"strings"
	"testing"
)

// Rulebook: Showing your cards — a player's view holds the opponent's hand
// only as a count, no deck order, no dilemma pile, and the opponent's
// personnel and equipment in play concealed; ships, missions, cores and
// discard piles are open.
func TestViewHidesSecrets(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: Earth, Cradle of the Federation
        surface: [Elizabeth Shelby]
        ships: [{card: U.S.S. Galaxy, aboard: [Rixx]}]
    hand: [Mora Pol]
    deck: [Delvok, Rabal]
    dilemmas: [Triage, Wavefront]
    discard: [Van Orton]
  - missions:
      - card: Qo'noS, Heart of the Empire
        surface: [Gowron Leader of the High Council]
        ships: [{card: I.K.S. K'Vort, aboard: [Kahlest]}]
    hand: [K'nera]
    deck: [Meraht, Kitrik]
    dilemmas: ["Sokath, His Eyes Uncovered!", Pinned Down]
    discard: [Vorax]
`)
	b, err := json.Marshal(g.View(1))
	if err != nil {
		t.Fatal(err)
	}
	seen := string(b)
	for _, secret := range []string{"Mora Pol", "Delvok", "Rabal", "Triage", "Wavefront", "Elizabeth Shelby", "Rixx"} {
		if strings.Contains(seen, secret) {
			t.Errorf("Player 2's view shows Player 1's secret %q", secret)
		}
	}
	for _, open := range []string{"U.S.S. Galaxy", "Earth, Cradle of the Federation", "Van Orton", "K'nera", "Gowron, Leader of the High Council", "Kahlest", "Meraht", "Vorax"} {
		// Player 2 may see its own hand and deck? No: its own deck order is
		// hidden from everyone.
		if open == "Meraht" {
			if strings.Contains(seen, open) {
				t.Errorf("a player's own deck is hidden from that player too")
			}
			continue
		}
		if !strings.Contains(seen, open) {
			t.Errorf("Player 2's view should show %q", open)
		}
	}
	v := g.View(1)
	if v.Players[0].HandCount != 1 || len(v.Players[0].Hand) != 0 || v.Players[0].DeckCount != 2 || v.Players[0].DilemmaCount != 2 {
		t.Errorf("opponent counts wrong: %+v", v.Players[0])
	}
	shelby := v.Players[0].Missions[0].Surface[0]
	if !shelby.Concealed || shelby.Name != "" || shelby.CardID != "" {
		t.Errorf("opponent's personnel should be concealed: %+v", shelby)
	}
	if v.Pending != nil {
		t.Error("Player 2 must not see Player 1's pending decision")
	}
	if v.Players[0].Missions[0].Ships[0].Staffed {
		t.Error("staffing of an opponent's ship would reveal concealed icons")
	}
}

// Rulebook: Facing Dilemmas — the attempting player never sees the drawn
// dilemmas or the unrevealed stack; the dilemma owner does.
func TestViewHidesDilemmaStack(t *testing.T) {
	g := startScenario(t, attemptScenario)
	choose(t, g, "Attempt Medical Relief")
	mine, _ := json.Marshal(g.View(0))
	theirs, _ := json.Marshal(g.View(1))
	for _, d := range []string{"Triage", "Kolaran Raiders", "Wavefront"} {
		if strings.Contains(string(mine), d) {
			t.Errorf("attempting player sees drawn dilemma %q", d)
		}
		if !strings.Contains(string(theirs), d) {
			t.Errorf("dilemma owner should see drawn %q", d)
		}
	}
	choose(t, g, "Kolaran Raiders", "Triage")
	mine, _ = json.Marshal(g.View(0))
	if strings.Contains(string(mine), "Triage") {
		t.Error("the second dilemma of the stack is not revealed yet")
	}
	if !strings.Contains(string(mine), "Kolaran Raiders") {
		t.Error("the revealed dilemma is shown to the attempting player")
	}
}

// Events: private events (draws) read as public text for the opponent.
func TestLogRedactsDraws(t *testing.T) {
	g := startScenario(t, playDrawScenario)
	choose(t, g, "Draw a card")
	for _, e := range g.Log(1) {
		if strings.Contains(e.Text, "Lopez") {
			t.Fatalf("opponent's log names the drawn card: %q", e.Text)
		}
	}
	found := false
	for _, e := range g.Log(0) {
		found = found || strings.Contains(e.Text, "draws Lopez")
	}
	if !found {
		t.Fatal("the drawing player's log should name the card")
	}
}
