package game

import (
	"strings"
	"testing"
)

// Scenario missions accept a bare name, as ships and cards do; an unknown
// field in any mapping is an error with its line, cards' and ships'
// mappings included (docs/scenarios.md: unknown fields anywhere are
// errors). Issue 24 item 12.
func TestScenarioEntries(t *testing.T) {
	s, err := ParseScenario([]byte(`
players:
  - missions: ["Earth, Cradle of the Federation", Excavation, {card: Medical Relief, surface: [Davies]}]
    deck: [Davies]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`))
	if err != nil {
		t.Fatalf("bare mission names: %v", err)
	}
	if got := s.Players[0].Missions; len(got) != 3 || got[1].Card != "Excavation" || got[2].Card != "Medical Relief" || len(got[2].Surface) != 1 {
		t.Fatalf("missions %+v", got)
	}
	if _, err := NewFromScenario(testLib(t), s); err != nil {
		t.Fatalf("a game from bare mission names: %v", err)
	}
	for _, tc := range []struct{ name, yaml, want string }{
		{"mission", "players:\n  - missions: [{card: Excavation, bogus: 1}]\n  - {}\n", "line 2: field bogus"},
		{"card", "players:\n  - hand: [Davies, {card: Davies, bogus: 2}]\n  - {}\n", "line 2: field bogus"},
		{"ship", "players:\n  - missions:\n      - card: Excavation\n        ships: [{card: U.S.S. Nebula, crew: [Davies]}]\n  - {}\n", "line 4: field crew"},
	} {
		_, err := ParseScenario([]byte(tc.yaml))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
	}
}

// A score never falls below zero (docs/rules-coverage.md: lose points),
// so a scenario giving a player a negative score or negative points lost
// is refused with a clear error.
func TestScenarioRefusesNegativeScore(t *testing.T) {
	for _, field := range []string{"score: -3", "lost: -1"} {
		s, err := ParseScenario([]byte("players:\n  - {" + field + ", missions: [\"Earth, Cradle of the Federation\"], deck: [Davies]}\n  - {missions: [\"Qo'noS, Heart of the Empire\"], deck: [Dokar]}\n"))
		if err != nil {
			t.Fatalf("%s: %v", field, err)
		}
		if _, err := NewFromScenario(testLib(t), s); err == nil || !strings.Contains(err.Error(), "below zero") {
			t.Fatalf("%s: error %v, want one saying below zero", field, err)
		}
	}
}
