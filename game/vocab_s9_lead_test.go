package game

import (
	"slices"
	"testing"
)

// Made-up cards for session 9's smaller vocabulary items: a mission of a
// made-up region whose text reads "another completed mission of this
// region" (command, what: other).
const s9LeadCards = `
- id: test-outpost
  title: Test Outpost
  unique: true
  type: mission
  mission: planet
  quadrant: Alpha
  region: Test Reach
  points: 30
  span: 2
  attempt_by: any
  requirements: "Security"
  abilities:
    - when: completed
      who: you
      cond: [here, {is: command, what: other, of: {type: mission, region: Test Reach, completed: true}}]
      effect: [{do: score, amount: 5}]
- id: test-outpost-two
  title: Test Outpost Two
  unique: true
  type: mission
  mission: planet
  quadrant: Alpha
  region: Test Reach
  points: 30
  span: 2
  attempt_by: any
  requirements: "Security"
`

// Rulebook: Skills — gain-skill from: any-new offers only the skills the
// gaining personnel lacks now: Kahmis (Leadership, Security,
// Transporters) is offered neither of his own, and everything else.
func TestSkillsLackingLeavesOutOwn(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Qo'noS, Heart of the Empire", surface: [Kahmis]}]
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	got := g.skillsLacking(find(t, g, "Kahmis").ID)
	for _, own := range []string{"Leadership", "Security", "Transporters"} {
		if slices.Contains(got, own) {
			t.Errorf("offered %s, which he has", own)
		}
	}
	if len(got) != NumSkills-3 || !slices.Contains(got, "Medical") {
		t.Errorf("lacking %v: want the other %d skills", got, NumSkills-3)
	}
}

// Glossary: attempting missions — "another" mission of a region does not
// count the mission whose text it is, though completed by then: alone it
// scores its 30 points; with the other one completed, 35.
func TestCommandWhatOther(t *testing.T) {
	for _, tc := range []struct {
		other string
		want  int
	}{{"", 30}, {"\n      - {card: Test Outpost Two, completed: true}", 35}} {
		g := startScenarioWith(t, testLibWith(t, s9LeadCards), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Test Outpost
        surface: [Kahmis]`+tc.other+`
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
		choose(t, g, "Attempt Test Outpost")
		choose(t, g)
		for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
			choose(t, g, "Pass")
		}
		if got := g.Score(0); got != tc.want {
			t.Errorf("other completed %q: score %d, want %d", tc.other, got, tc.want)
		}
	}
}

// Rulebook: Checking Mission Requirements — a requirement with no terms
// (the skills of a card that has none) is worded, not a panic.
func TestEmptyRequirementRenders(t *testing.T) {
	r := &Req{Kind: ReqAnd}
	if got := r.String(); got != "nothing" {
		t.Errorf("empty requirement reads %q, want nothing", got)
	}
}
