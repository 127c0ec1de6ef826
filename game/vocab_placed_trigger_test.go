package game

import (
	"strings"
	"testing"
)

// Test-only cards that place a personnel from hand by an order: at a
// headquarters (an event in the core), or present with a personnel on a
// planet.
const placingCards = `
- id: test-place-hq
  title: Test Placing
  unique: false
  type: event
  cost: 1
  core: true
  abilities:
    - when: order
      effect: [{do: place-from-hand, filter: {type: personnel}}]
- id: test-place-present
  title: Test Placer
  unique: false
  type: personnel
  cost: 1
  affiliation: federation
  icons: [tng]
  integrity: 5
  cunning: 5
  strength: 5
  abilities:
    - when: order
      effect: [{do: place-present-from-hand, filter: {type: personnel}}]
`

// Glossary: play and place — placing a personnel from hand is not playing
// it, and text answering a placement answers only the placement it names:
// Deanna Troi, Durango (23V048) answers an opponent's Security personnel
// placed from hand on a headquarters mission, not one placed on a planet,
// nor one without Security.
func TestPlacedFromHandTrigger(t *testing.T) {
	for _, tc := range []struct {
		name, order, placed string
		offered             bool
	}{
		{"Security personnel at a headquarters", "Use Test Placing", "Lopez", true},
		{"no Security", "Use Test Placing", "Davies", false},
		{"on a planet, not a headquarters", "Use Test Placer", "Lopez", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, testLibWith(t, placingCards), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Excavation
        surface: [Test Placer]
    core: [Test Placing]
    hand: [`+tc.placed+`]
    deck: [Martin, Martin]
  - name: Ben
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: ["Deanna Troi, Durango"]
    hand: [Kahmis, Dokar]
    deck: [Kroval]
`)
			choose(t, g, tc.order)
			if d := g.Pending(); d != nil && d.Kind == KindSelect {
				choose(t, g, tc.placed)
			}
			if find(t, g, tc.placed).Zone != ZSurface {
				t.Fatalf("%s was not placed", tc.placed)
			}
			d := g.Pending()
			offered := false
			for _, o := range d.Options {
				offered = offered || strings.Contains(o.Label, "Use Deanna Troi")
			}
			if offered != tc.offered {
				t.Fatalf("Deanna offered %v, want %v (decision %s for %s: %q)", offered, tc.offered, d.Kind, d.Player, d.Prompt)
			}
		})
	}
}
