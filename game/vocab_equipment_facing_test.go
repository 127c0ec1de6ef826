package game

import (
	"strings"
	"testing"
)

const equipmentFacingPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Humanity's Home"
        surface: [Orb of Time]
      - card: Aid Lost Colony
        surface: [Orb of Contemplation, Orb of Time, Callaghan, Dallas]
    deck: [Gaeta]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Excavation
    dilemmas: [Pinned Down, Close Call]
    deck: [Davies]
`

// TestFacingEquipment: equipment whose text answers its player's
// personnel present facing a dilemma is found where the attempting
// personnel stand (Rulebook: Present): the Orb of Time on the planet
// attempted, once, and neither the one at another mission nor an
// equipment with no facing text.
func TestFacingEquipment(t *testing.T) {
	g := startScenario(t, equipmentFacingPosition)
	m := find(t, g, "Aid Lost Colony").ID
	g.attempt = &attempt{player: 0, mission: m, personnel: []int{find(t, g, "Callaghan").ID, find(t, g, "Dallas").ID}}
	got := g.facingEquipment(0)
	if len(got) != 1 || g.cards[got[0]].Where != m || g.cards[got[0]].Card.Title != "Orb of Time" {
		t.Fatalf("facing equipment %v, want the Orb of Time at Aid Lost Colony only", got)
	}
	if len(g.facingEquipment(1)) != 0 {
		t.Error("the player not attempting has facing equipment")
	}
	if w := facingWhenText(g.cards[got[0]].Card, g.cards[got[0]].Card.Abilities[0]); !strings.Contains(w, "your personnel present") {
		t.Errorf("text %q does not say whose personnel face it", w)
	}
}

// TestPileTopBeneath: the top card of the opponent's dilemma pile goes
// face up beneath the mission where the source stands, named to both
// players; with an empty pile the step is not possible. Orb of Time,
// 30V013.
func TestPileTopBeneath(t *testing.T) {
	g := startScenario(t, equipmentFacingPosition)
	m := find(t, g, "Aid Lost Colony").ID
	src := g.cards[m].Surface[1] // the Orb of Time there
	ctx := g.ctxFor(0, src)
	s := Step{Do: DoPileTopBeneath}
	if !registry[DoPileTopBeneath].possible(g, ctx, &s) {
		t.Fatal("not possible with two dilemmas in the opponent's pile")
	}
	registry[DoPileTopBeneath].run(g, ctx, s)
	top := find(t, g, "Pinned Down")
	if top.Zone != ZBeneath || top.Where != m || !top.FaceUp {
		t.Errorf("Pinned Down in zone %v at %d (face up %v), want face up beneath Aid Lost Colony", top.Zone, top.Where, top.FaceUp)
	}
	if c := find(t, g, "Close Call"); c.Zone == ZBeneath {
		t.Error("the second card went beneath too")
	}
	if !strings.Contains(logFor(g, 1), "Pinned Down") {
		t.Error("the opponent's log does not name the card placed face up")
	}
	registry[DoPileTopBeneath].run(g, ctx, s)
	if registry[DoPileTopBeneath].possible(g, ctx, &s) {
		t.Error("possible with an empty pile")
	}
}
