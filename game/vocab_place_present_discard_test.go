package game

import "testing"

// Made-up personnel: Order – place a Klingon from your discard pile
// present with this personnel.
const placeFromDiscardCards = `
- {id: "T-PD1", title: Test Salvager, unique: false, type: personnel, cost: 1, affiliation: klingon, icons: [staff], species: [Klingon], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: order, effect: [{do: place-present-from-discard, filter: {species: Klingon}}]}]}
`

// Rulebook: Uniqueness (a placed card obeys it); Glossary: present. Only
// a Klingon of the discard pile is offered, a unique one whose copy its
// player commands is not, and the one picked is placed where the
// salvager is, under its player's command.
func TestPlacePresentFromDiscard(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, placeFromDiscardCards), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Feldomite Rush
        surface: [Test Salvager, "Gowron, Sole Leader of the Empire"]
    discard: [Dokar, Davies, "Gowron, Sole Leader of the Empire"]
    deck: [Kahmis]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
	choose(t, g, "Use Test Salvager")
	if !offersLabel(g, "Place Dokar") || offersLabel(g, "Place Davies") || offersLabel(g, "Place Gowron") {
		t.Fatal("only Dokar should be offered (Davies is no Klingon; a copy of Gowron is commanded)")
	}
	choose(t, g, "Place Dokar")
	d, s := find(t, g, "Dokar"), find(t, g, "Test Salvager")
	if d.Zone != ZSurface || d.Where != s.Where || d.Controller != s.Controller {
		t.Fatalf("Dokar is in zone %v at %d, want on the salvager's planet %d", d.Zone, d.Where, s.Where)
	}
}
