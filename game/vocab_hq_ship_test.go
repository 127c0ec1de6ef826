package game

import (
	"slices"
	"testing"
)

// Made-up events: one puts a Security personnel of yours at your
// headquarters aboard any ship; one trades your Vorta at your
// headquarters for as many of yours aboard a ship.
const hqShipCards = `
- {id: "T-HS1", title: Test Boarding Call, unique: false, type: event, cost: 1, effect: [{do: hq-to-ship, filter: {skills: [Security]}}]}
- {id: "T-HS2", title: Test Shift Change, unique: false, type: event, cost: 1, effect: [{do: hq-ship-exchange, filter: {species: Vorta}}]}
`

const hqShipPosition = `
active: 1
counters: 7
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: ["Yelgrun, Blunt Negotiator"]
        ships:
          - {card: "Jem'Hadar Attack Ship", aboard: ["Kilana, Dissembling Envoy", "Limara'Son, Fierce Soldier"]}
      - card: Teplan Prime, Subjugate Planet
        surface: ["Remata'Klan, Unit Leader"]
        ships:
          - {card: Jem'Hadar Warship, aboard: [Tholun, "Talak'talan, Keen Third"]}
    hand: [Test Boarding Call, Test Shift Change]
    deck: [Crom]
  - name: Ben
    missions: [{card: "Founders' Homeworld, Home of the Great Link"}]
    deck: [Crom]
`

// Rulebook: Movement (game text may place cards); Ruling: At This Mission
// — a Security personnel aboard a ship at the headquarters is at it and
// may be placed aboard a ship at another mission; one at another mission
// (Remata'Klan on Teplan Prime) is not offered.
func TestHQToShip(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, hqShipCards), hqShipPosition)
	choose(t, g, "Play Test Boarding Call")
	if got := optionLabels(g.Pending()); !slices.Equal(got, []string{"Limara'Son, Fierce Soldier"}) {
		t.Fatalf("offered %q, want Limara'Son only", got)
	}
	choose(t, g, "Limara'Son")
	// The Warship is the one ship she is not aboard: no choice is asked.
	ws := find(t, g, "Jem'Hadar Warship").ID
	if c := find(t, g, "Limara'Son"); c.Zone != ZAboard || c.Where != ws {
		t.Fatal("Limara'Son not aboard the Warship")
	}
}

// Rulebook: Movement; Ruling: At This Mission — a Vorta aboard a ship at
// the headquarters goes aboard the other ship, and the personnel from
// there takes her place aboard the ship at the headquarters; a Vorta on
// the headquarters is traded for one placed on its surface.
func TestHQShipExchange(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, hqShipCards), hqShipPosition)
	choose(t, g, "Play Test Shift Change")
	// Both ships carry Ann's personnel with a Vorta at the headquarters
	// not aboard them: she picks.
	choose(t, g, "Jem'Hadar Warship")
	if got := optionLabels(g.Pending()); !slices.Equal(got, []string{"Yelgrun, Blunt Negotiator", "Kilana, Dissembling Envoy"}) {
		t.Fatalf("Vorta offered %q", got)
	}
	choose(t, g, "Yelgrun", "Kilana")
	choose(t, g, "Tholun", "Talak'talan")
	ws := find(t, g, "Jem'Hadar Warship").ID
	as := find(t, g, "Jem'Hadar Attack Ship").ID
	fh := find(t, g, "Founders' Homeworld").ID
	for _, n := range []string{"Yelgrun", "Kilana"} {
		if c := find(t, g, n); c.Zone != ZAboard || c.Where != ws {
			t.Fatalf("%s not aboard the Warship", n)
		}
	}
	if c := find(t, g, "Tholun"); c.Zone != ZSurface || c.Where != fh {
		t.Fatal("Tholun did not take Yelgrun's place on the headquarters")
	}
	if c := find(t, g, "Talak'talan"); c.Zone != ZAboard || c.Where != as {
		t.Fatal("Talak'talan did not take Kilana's place aboard the Attack Ship")
	}
}
