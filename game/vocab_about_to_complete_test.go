package game

import (
	"strings"
	"testing"
)

// A made-up saboteur of the opponent's: as an attempt at its mission is
// about to be completed, it may leave play to add its skills (Honor and
// 2 Navigation) to the mission's requirements for the turn.
const aboutToCompleteCards = `
- id: test-saboteur
  title: Test Saboteur
  unique: false
  type: personnel
  affiliation: dominion
  species: [Changeling]
  skills: [{skill: Honor, level: 1}, {skill: Navigation, level: 2}]
  cost: 1
  integrity: 5
  cunning: 5
  strength: 5
  abilities:
    - when: about-to-complete
      who: opponent
      cond: here
      may: true
      cost: [{do: remove-self}]
      effect: [{do: add-mission-requirements, from: self, until: turn}]
`

// aboutToCompleteGame: Ann's Jem'Hadar attempt Teplan Prime (they meet
// it), with Ben's saboteur on the planet; Ben picks no dilemmas, and the
// game waits at the about-to-complete window.
func aboutToCompleteGame(t *testing.T, crew string) *Game {
	t.Helper()
	g := startScenarioWith(t, testLibWith(t, aboutToCompleteCards), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
      - card: Teplan Prime, Subjugate Planet
        surface: [`+crew+`, {card: Test Saboteur, controller: 2}]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Founders' Homeworld, Home of the Great Link"}]
    deck: [Dokar]
`)
	choose(t, g, "Attempt Subjugate Planet")
	choose(t, g)
	for d := g.Pending(); d != nil && !hasOption(d, "Use Test Saboteur"); d = g.Pending() {
		if d.Kind != KindRespond {
			t.Fatalf("the about-to-complete window never offered the saboteur; at %s %q", d.Kind, labels(d))
		}
		choose(t, g, "Pass")
	}
	if g.Score(0) != 0 {
		t.Fatalf("points scored before the about-to-complete window: %d", g.Score(0))
	}
	return g
}

// Glossary: attempting missions, 5.d — the requirements changed by a
// response are checked again; the attempting personnel still meet them
// (they have Honor and 2 Navigation), so the mission is completed, and
// the added skills are part of its requirements until the end of the
// turn.
func TestAboutToCompleteRecheckStillMet(t *testing.T) {
	g := aboutToCompleteGame(t, `"Remata'Klan, Unit Leader", "Tozara'Kesh", "Noret'ikar", "Ixtana'Rax, Honored Elder"`)
	m := find(t, g, "Subjugate Planet")
	choose(t, g, "Use Test Saboteur")
	if r := g.MissionRequirements(m.ID); !strings.Contains(r, "Honor") || !strings.Contains(r, "2 Navigation") {
		t.Fatalf("requirements after the saboteur: %q, want Honor and 2 Navigation added", r)
	}
	for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
		choose(t, g, "Pass")
	}
	if !m.Completed || g.Score(0) != 30 {
		t.Fatalf("completed %v, score %d: want completed for 30", m.Completed, g.Score(0))
	}
	if z := find(t, g, "Test Saboteur").Zone; z != ZRemoved {
		t.Fatalf("saboteur in zone %v, want removed", z)
	}
}

// Glossary: attempting missions, 5.d — with the added skills missing, the
// second check fails: the attempt fails and the personnel are stopped.
func TestAboutToCompleteRecheckFails(t *testing.T) {
	g := aboutToCompleteGame(t, `"Remata'Klan, Unit Leader", "Tozara'Kesh", "Noret'ikar", "Rak'tazan"`)
	m := find(t, g, "Subjugate Planet")
	choose(t, g, "Use Test Saboteur")
	for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
		choose(t, g, "Pass")
	}
	if m.Completed || g.Score(0) != 0 || !find(t, g, "Rak'tazan").Stopped {
		t.Fatalf("completed %v, score %d, Rak'tazan stopped %v: want a failed attempt", m.Completed, g.Score(0), find(t, g, "Rak'tazan").Stopped)
	}
	if r := g.MissionRequirements(m.ID); !strings.Contains(r, "Honor") {
		t.Fatalf("requirements during the turn: %q, want Honor added", r)
	}
	g.endTimed("turn", "attempt", "dilemma") // as the turn ends (rules_turn.go)
	if r := g.MissionRequirements(m.ID); strings.Contains(r, "Honor") {
		t.Fatalf("requirements after the turn: %q, want the added skills gone", r)
	}
}
