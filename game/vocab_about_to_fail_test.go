package game

import "testing"

// A made-up event in its player's core: when an opponent is about to
// fail a mission attempt, kill one of their [Maq] personnel involved.
const aboutToFailTestCards = `
- id: test-last-word
  title: Test Last Word
  unique: false
  type: event
  cost: 1
  core: true
  abilities:
    - when: about-to-fail
      who: opponent
      effect: [{do: kill, to: against, random: true, filter: {icon: maquis}}]
`

// Glossary: attempting missions, 5.c — the about-to-fail responses come
// before the personnel are stopped; afterwards the requirements are
// checked again with those still involved (step 5 begins again when what
// was checked changed). Here Evacuate Colony could not be completed while
// Piller, a [Maq] personnel, was on it; the response kills him, so the
// check made again completes the mission. The trigger answers once.
func TestAboutToFailChecksAgain(t *testing.T) {
	lib := testLibWith(t, aboutToFailTestCards)
	g := startScenarioWith(t, lib, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Evacuate Colony
        surface: [Seth Mendoza, Mariah Henley, Lopez, Barron, "James T. Kirk, Youngest Captain in Starfleet", "Jessel, Housekeeper", Piller]
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    core: [Test Last Word]
    deck: [Lopez]
`)
	startAttempt(t, g, "Evacuate Colony")
	choose(t, g) // no dilemmas
	for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
		choose(t, g, "Pass")
	}
	if c := find(t, g, "Piller"); c.Zone != ZDiscard {
		t.Fatalf("Piller should have been killed before the attempt failed; zone %v; log %v", c.Zone, lastEvents(g, 6))
	}
	if !find(t, g, "Evacuate Colony").Completed {
		t.Fatalf("with Piller gone the requirements are checked again and met: %v", lastEvents(g, 6))
	}
	if got := g.players[ann].Score; got != 35 {
		t.Errorf("score %d, want 35", got)
	}
}
