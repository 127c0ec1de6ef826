package game

import (
	"slices"
	"testing"
)

// A made-up personnel: Order — place this personnel and any number of
// your personnel with Security present aboard a ship at this mission.
const boardPresentCard = `
- {id: "T-B1", title: Test Boarder, unique: false, type: personnel, cost: 1, affiliation: dominion, species: [Vorta], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: order, effect: [{do: board-with-present, filter: {skills: [Security]}}]}]}
`

// Rulebook: Present; Movement (placing is not moving): aboard one
// Jem'Hadar Warship, the Boarder may go only to the other ship at the
// mission, with only its own player's Security personnel present with it
// (not those on the planet, not the opponent's aboard).
func TestBoardWithPresent(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, boardPresentCard), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
      - card: Teplan Prime, Subjugate Planet
        surface: ["Remata'Klan, Unit Leader"]
        ships:
          - {card: Jem'Hadar Warship, aboard: [Test Boarder, "Limara'Son, Fierce Soldier", "Kilana, Unctuous Negotiator", {card: "Odo, The Great Link's Savior", controller: 2}]}
          - {card: "Jem'Hadar Attack Ship"}
    deck: [Crom]
  - name: Ben
    missions: [{card: "Founders' Homeworld, Home of the Great Link"}]
    deck: [Crom]
`)
	choose(t, g, "Use Test Boarder")
	d := g.Pending()
	if got := optionLabels(d); !slices.Equal(got, []string{"Limara'Son, Fierce Soldier"}) {
		t.Fatalf("crew offered %q, want Limara'Son only", got)
	}
	choose(t, g, "Limara'Son")
	other := find(t, g, "Jem'Hadar Attack Ship").ID
	for _, name := range []string{"Test Boarder", "Limara'Son"} {
		if c := find(t, g, name); c.Zone != ZAboard || c.Where != other {
			t.Fatalf("%s not aboard the other ship", name)
		}
	}
	if c := find(t, g, "Kilana"); c.Where == other {
		t.Fatal("Kilana has no Security; she stays")
	}
}
