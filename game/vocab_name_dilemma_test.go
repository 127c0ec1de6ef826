package game

import (
	"slices"
	"strings"
	"testing"
)

// A made-up personnel: Order — name a dilemma beneath one of your
// missions, until the end of the turn.
const nameDilemmaCard = `
- {id: "T-ND1", title: Test Namer, unique: false, type: personnel, cost: 1, affiliation: klingon, species: [Klingon], skills: [{skill: Navigation, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: order, effect: [{do: name-dilemma, from: beneath-your-missions, until: turn}]}]}
`

// Glossary: naming cards. Only the titles of dilemmas beneath missions
// the player commands are offered, each once (not one beneath the
// opponent's mission); the name holds for the rest of the turn and is
// gone when the turn ends.
func TestNameDilemmaBeneathYourMissions(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, nameDilemmaCard), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Test Namer]
      - card: Sensitive Search
        overcome: [Triage, Triage, Limited Welcome]
    deck: [Kroval, Kroval, Kroval]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Excavation
        overcome: [Neural Parasites]
    deck: [Kroval, Kroval, Kroval]
`)
	choose(t, g, "Use Test Namer")
	if got := optionLabels(g.Pending()); !slices.Equal(got, []string{"Name Limited Welcome", "Name Triage"}) {
		t.Fatalf("names offered %q, want Limited Welcome and Triage once each", got)
	}
	choose(t, g, "Name Triage")
	namer := find(t, g, "Test Namer").ID
	if got := g.namedDilemmas(namer); !slices.Equal(got, []string{"Triage"}) {
		t.Fatalf("named %q, want Triage", got)
	}
	// End the turn: end the orders, then discard nothing more than needed.
	endTurnByLastOption(t, g)
	if got := g.namedDilemmas(namer); len(got) != 0 {
		t.Fatalf("name still held after the turn: %q", got)
	}
}

// Glossary: naming cards. With no dilemma beneath the player's missions
// there is nothing to name: the order is not offered.
func TestNameDilemmaNothingBeneath(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, nameDilemmaCard), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Test Namer]
      - card: Sensitive Search
    deck: [Kroval]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Excavation
        overcome: [Neural Parasites]
    deck: [Kroval]
`)
	for _, l := range optionLabels(g.Pending()) {
		if strings.HasPrefix(l, "Use Test Namer") {
			t.Fatalf("order offered with nothing to name: %q", l)
		}
	}
}
