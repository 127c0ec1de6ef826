package game

import (
	"slices"
	"testing"
)

// TestAtEveryMissionInQuadrant: a modifier with at_quadrant_missions puts
// each of its player's personnel aboard a ship the filter matches at every
// mission in that ship's quadrant as well, while its conditions hold (here:
// not its player's turn, and more events commanded than the opponent);
// the personnel still stands at one place. Rulings: At This Mission;
// Glossary: command (Escaping Detection, 4U050).
func TestAtEveryMissionInQuadrant(t *testing.T) {
	cases := []struct {
		name      string
		active    int
		benCore   string
		who       string
		alpha     bool // also at Ben's Alpha mission
		gamma     bool // also at Ben's Gamma mission (never: another quadrant)
		opponents bool // the condition "at an opponent's mission" holds for it
	}{
		{"opponent's turn, more events, aboard a cloaking ship", 2, "[]", "Taul", true, false, true},
		{"its player's own turn", 1, "[]", "Taul", false, false, false},
		{"events tied", 2, "[Disable Sensors, Disable Sensors]", "Taul", false, false, false},
		{"aboard a ship without a cloaking device", 2, "[]", "Mareth", false, false, false},
		{"on the surface", 2, "[]", "Noram", false, false, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
active: `+string(rune('0'+tc.active))+`
players:
  - missions:
      - card: "Romulus, Seat of Power"
      - card: Excavation
        surface: [Noram]
        ships:
          - card: D'deridex Advanced
            aboard: [Taul]
          - card: Romulan Scout Vessel
            aboard: [Mareth]
    core: [Escaping Detection, Disable Sensors]
    deck: [Taul]
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Sensitive Search
      - card: "Rakhari Approach, Extradite Political Refugee"
    core: `+tc.benCore+`
    deck: [Mills]
`)
			id := find(t, g, tc.who).ID
			home, alpha, gamma := find(t, g, "Excavation").ID, find(t, g, "Sensitive Search").ID, find(t, g, "Extradite Political Refugee").ID
			if g.missionOf(id) != home || !g.atMission(id, home) {
				t.Fatalf("%s is not at its own mission", tc.who)
			}
			if got := g.atMission(id, alpha); got != tc.alpha {
				t.Errorf("at the opponent's Alpha mission: %v, want %v", got, tc.alpha)
			}
			if got := slices.Contains(g.personnelAt(nil, alpha), id); got != tc.alpha {
				t.Errorf("among the personnel at the opponent's Alpha mission: %v, want %v", got, tc.alpha)
			}
			if got := g.atMission(id, gamma); got != tc.gamma {
				t.Errorf("at the Gamma mission: %v, want %v", got, tc.gamma)
			}
			at := Conds{{Is: "at", Whose: WhoseOpponent}}
			if err := at.validateAs(formWhile); err != nil {
				t.Fatal(err)
			}
			if got := g.condsHold(id, at); got != tc.opponents {
				t.Errorf("at an opponent's mission: %v, want %v", got, tc.opponents)
			}
			if g.arePresent(id, find(t, g, "Noram").ID) {
				t.Errorf("%s is present with a personnel on the planet", tc.who)
			}
		})
	}
}

// TestTurnAndCommandsMoreConds: not-your-turn and your-turn read whose turn
// it is; commands-more counts the cards in play each player commands
// (Rulebook: Turn sequence; Glossary: command).
func TestTurnAndCommandsMoreConds(t *testing.T) {
	for _, tc := range []struct {
		name             string
		active           int
		annCore, benCore string
		notYours, yours  bool
		more             bool
	}{
		{"Ben's turn, Ann ahead", 2, "[Disable Sensors]", "[]", true, false, true},
		{"Ann's turn, tied", 1, "[Disable Sensors]", "[Disable Sensors]", false, true, false},
		{"Ben ahead", 2, "[]", "[Disable Sensors]", true, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
active: `+string(rune('0'+tc.active))+`
players:
  - missions: [{card: "Romulus, Seat of Power", surface: [Taul]}]
    core: `+tc.annCore+`
    deck: [Taul]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    core: `+tc.benCore+`
    deck: [Mills]
`)
			src := find(t, g, "Taul").ID
			for _, c := range []struct {
				cs   Conds
				want bool
			}{
				{Conds{{Is: "not-your-turn"}}, tc.notYours},
				{Conds{{Is: "your-turn"}}, tc.yours},
				{Conds{{Is: "commands-more", Of: &Filter{Type: EventCard}}}, tc.more},
			} {
				if err := c.cs.validateAs(formWhile); err != nil {
					t.Fatal(err)
				}
				if got := g.condsHold(src, c.cs); got != c.want {
					t.Errorf("%s: %v, want %v", c.cs[0].Is, got, c.want)
				}
			}
		})
	}
}
