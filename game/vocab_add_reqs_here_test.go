package game

import (
	"strings"
	"testing"
)

// A made-up interrupt: as an opponent's personnel are about to complete a
// mission, the skills of each of its player's Dominion personnel there,
// less Treachery, join that mission's requirements for the turn.
const addReqsHereCards = `
- id: test-conspiracy
  title: Test Conspiracy
  unique: false
  type: interrupt
  cost: 0
  abilities:
    - when: about-to-complete
      who: opponent
      effect: [{do: add-mission-requirements, from: here, filter: {affiliation: dominion}, except: [Treachery], until: turn}]
`

// Glossary: attempting missions, 5.d — two Dominion personnel of Ben's
// stand at the mission: the skills of both are added, levels summed
// (Security from each: 2 Security), Treachery left out; a Dominion
// personnel of his elsewhere adds nothing.
func TestAddMissionReqsFromHereSumsAndExcepts(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, addReqsHereCards), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
      - card: Teplan Prime, Subjugate Planet
        surface: ["Remata'Klan, Unit Leader", "Tozara'Kesh", "Noret'ikar", "Rak'tazan", {card: "Odo, Founder Adept Imposter", controller: 2}, {card: "Founder Agitator, Elusive Assassin", controller: 2}]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Founders' Homeworld, Home of the Great Link", surface: ["Bashir, Founder Nefarious Saboteur"]}]
    hand: [Test Conspiracy]
    deck: [Dokar]
`)
	m := find(t, g, "Subjugate Planet")
	choose(t, g, "Attempt Subjugate Planet")
	choose(t, g)
	for d := g.Pending(); d != nil && !hasOption(d, "Play Test Conspiracy"); d = g.Pending() {
		if d.Kind != KindRespond {
			t.Fatalf("the interrupt was never offered; at %s %q", d.Kind, labels(d))
		}
		choose(t, g, "Pass")
	}
	choose(t, g, "Play Test Conspiracy")
	r := g.MissionRequirements(m.ID)
	for _, want := range []string{"Engineer", "Programming", "2 Security", "Physics", "Science"} {
		if !strings.Contains(r, want) {
			t.Errorf("requirements %q lack %s", r, want)
		}
	}
	for _, not := range []string{"Treachery", "Medical", "Intelligence"} {
		if strings.Contains(r, not) {
			t.Errorf("requirements %q hold %s", r, not)
		}
	}
	for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
		choose(t, g, "Pass")
	}
	if m.Completed {
		t.Fatalf("completed without Programming, Physics or Science")
	}
}
