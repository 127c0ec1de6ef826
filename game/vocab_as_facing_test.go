package game

import (
	"strings"
	"testing"
)

// Made-up cards: a planet whose own text lets Trainees meet its
// requirements as though facing a dilemma, the same planet without that
// text, a Trainee and a non-Trainee who both gain Security only while
// facing a dilemma.
const asFacingCards = `
- {id: "T-AF1", title: Test Drill Planet, unique: false, type: mission, mission: planet, quadrant: Alpha, span: 2, points: 30, attempt_by: any, requirements: "Security", modifiers: [{to: this-mission, as_facing: {type: personnel, keyword: Trainee}}]}
- {id: "T-AF2", title: Test Plain Planet, unique: false, type: mission, mission: planet, quadrant: Alpha, span: 2, points: 30, attempt_by: any, requirements: "Security"}
- {id: "T-AF3", title: Test Trainee, unique: false, type: personnel, cost: 1, affiliation: federation, icons: [staff], keywords: [Trainee], integrity: 5, cunning: 5, strength: 5, modifiers: [{to: self, while: facing-dilemma, gains: [Security]}]}
- {id: "T-AF4", title: Test Veteran, unique: false, type: personnel, cost: 1, affiliation: federation, icons: [staff], integrity: 5, cunning: 5, strength: 5, modifiers: [{to: self, while: facing-dilemma, gains: [Security]}]}
`

// Rulebook: Checking Mission Requirements. Only the personnel the
// mission's text names count as facing a dilemma, only at that mission,
// and only while its requirements are checked.
func TestAsFacingMeetsMissionRequirements(t *testing.T) {
	lib := testLibWith(t, asFacingCards)
	for _, tc := range []struct {
		name, mission, crew string
		completed           bool
	}{
		{"a Trainee at the drill planet", "Test Drill Planet", "Test Trainee", true},
		{"a non-Trainee at the drill planet", "Test Drill Planet", "Test Veteran", false},
		{"a Trainee at a planet without the text", "Test Plain Planet", "Test Trainee", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, lib, `
active: 1
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: `+tc.mission+`
        surface: ["`+tc.crew+`"]
    deck: [Lopez]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
			crew := find(t, g, tc.crew)
			if g.stats(crew.ID).Skills.Level("Security") != 0 {
				t.Fatalf("%s has Security before any attempt", tc.crew)
			}
			choose(t, g, "Attempt "+tc.mission)
			if d := g.Pending(); d != nil && d.Kind == KindChooseDilemmas {
				choose(t, g)
			}
			if got := find(t, g, tc.mission).Completed; got != tc.completed {
				t.Fatalf("completed %v, want %v", got, tc.completed)
			}
			if g.stats(crew.ID).Skills.Level("Security") != 0 {
				t.Fatalf("%s still has Security after the check", tc.crew)
			}
		})
	}
}

// The permission belongs to a mission's own text, and its filter cannot
// read skills (what it grants depends on facing).
func TestAsFacingLoadsAndWords(t *testing.T) {
	for _, tc := range []struct {
		m  Modifier
		ok bool
	}{
		{Modifier{To: ToThisMission, AsFacing: &Filter{Keyword: "Cadet"}}, true},
		{Modifier{To: ToSelf, AsFacing: &Filter{Keyword: "Cadet"}}, false},
		{Modifier{To: ToThisMission, AsFacing: &Filter{Skills: []string{"Security"}}}, false},
	} {
		err := validateModifiers([]Modifier{tc.m})
		if (err == nil) != tc.ok {
			t.Errorf("%+v: error %v, want ok %v", tc.m, err, tc.ok)
		}
	}
	m := Modifier{To: ToThisMission, AsFacing: &Filter{Type: Personnel, Keyword: "Cadet"}}
	if got := ModifierText(m); !strings.Contains(got, "Cadet personnel may count as facing a dilemma") {
		t.Fatalf("text %q", got)
	}
}
