package game

import (
	"slices"
	"strings"
	"testing"
)

// Rulebook: Order – Beam personnel; Paying costs. A beam_cost modifier
// (Tama, 2U177) charges each opponent of its controller for a beam order
// to or from the planet's surface; a beam between two ships there is free,
// and so is every beam of the modifier's own controller.
func TestBeamCostRoutes(t *testing.T) {
	g := startScenario(t, `
active: 2
segment: orders
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Surgery Under Fire
        surface: [Martinez]
        ships:
          - {card: "U.S.S. Enterprise-D, Explorer", aboard: [Geordi La Forge Conn Officer, Garvey]}
          - {card: "U.S.S. Enterprise-D, Federation Flagship", aboard: [Lopez]}
          - {card: Tama, controller: 2, aboard: [Jakin, Morik, Sharat, Narik]}
    hand: [Davies]
    deck: [Davies]
  - missions: [{card: "Romulus, Seat of Power"}]
    hand: [Rasul]
    deck: [Rasul]
`)
	m := find(t, g, "Surgery Under Fire").ID
	if n := g.beamCost(0, m); n != 1 {
		t.Fatalf("the opponent of Tama's player pays 1, got %d", n)
	}
	if n := g.beamCost(1, m); n != 0 {
		t.Fatalf("Tama's own player beams freely, got %d", n)
	}
	ent := find(t, g, "U.S.S. Enterprise-D").ID
	flag := find(t, g, "U.S.S. Enterprise-D, Federation Flagship").ID
	if n := g.beamRouteCost(0, m, beamRoute{ent, flag}); n != 0 {
		t.Fatalf("ship to ship does not touch the surface: free, got %d", n)
	}
	if n := g.beamRouteCost(0, m, beamRoute{0, ent}); n != 1 {
		t.Fatalf("surface to ship costs 1, got %d", n)
	}
	// With an empty hand only the ship-to-ship routes remain.
	g.players[0].Hand = nil
	routes := g.beamRoutes(nil, 0, m)
	if len(routes) == 0 || slices.ContainsFunc(routes, func(r beamRoute) bool { return r.from == 0 || r.to == 0 }) {
		t.Fatalf("no surface route without a card to pay: %v", routes)
	}
	if !g.canBeamAt(0, m) {
		t.Fatalf("ship to ship is still offered")
	}
}

// Rulebook: Paying costs. beam_cost reaches a mission only, and a cost is
// never negative.
func TestBeamCostValidation(t *testing.T) {
	for _, tc := range []struct {
		m    Modifier
		want string
	}{
		{Modifier{To: ToSelf, BeamCost: 1}, "to must be this-mission"},
		{Modifier{To: ToThisMission, BeamCost: -1}, "cannot be negative"},
	} {
		err := validateModifiers([]Modifier{tc.m})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: want an error with %q, got %v", tc.m, tc.want, err)
		}
	}
	if err := validateModifiers([]Modifier{{To: ToThisMission, Whose: WhoseAny, BeamCost: 1}}); err != nil {
		t.Errorf("a plain beam_cost: %v", err)
	}
}
