package game

import "testing"

// Ann's NX-Prototype at her headquarters carries five Humans and has
// Range 1 left (it loses 1 for each Human aboard): it cannot reach any of
// her missions, her Excelsior can.
const strandedPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Lush and Beautiful Home"
        surface: [Davies]
        ships:
          - card: NX-Prototype
            aboard: [Evans, Evans, Evans, Mills, Paulson]
          - card: U.S.S. Excelsior
      - card: Sensitive Search
      - card: Excavation
    deck: [Filuz]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`

// TestBasicBotAvoidsStrandedShip: choosing where to beam at its
// headquarters, the basic bot puts crew on the ship that can leave, not
// on the one whose Range is below the cheapest hop to a mission it
// wants, and moves crew off the stranded ship onto the other.
// Rulebook: Order – Move a ship (the Range required).
func TestBasicBotAvoidsStrandedShip(t *testing.T) {
	g := startScenario(t, strandedPosition)
	nx, exc := find(t, g, "NX-Prototype"), find(t, g, "U.S.S. Excelsior")
	v := g.View(0)
	b := &basicBot{}
	b.lib = g.lib
	var hq *MissionView
	for i := range v.Players[0].Missions {
		if v.Players[0].Missions[i].Name == "Earth, Lush and Beautiful Home" {
			hq = &v.Players[0].Missions[i]
		}
	}
	if hq == nil {
		t.Fatal("no headquarters in the view")
	}
	if !b.stranded(&v, hq, nx.ID) || b.stranded(&v, hq, exc.ID) {
		t.Fatalf("stranded: NX %v (want true, Range %d), Excelsior %v (want false)", b.stranded(&v, hq, nx.ID), g.shipRange(nx.ID), b.stranded(&v, hq, exc.ID))
	}
	up := func(ship int) float64 { return b.routeScore(&v, &Option{Card: 0, Target: ship}) }
	if up(nx.ID) >= up(exc.ID) {
		t.Errorf("beam up onto the NX scores %.2f, onto the Excelsior %.2f", up(nx.ID), up(exc.ID))
	}
	off := b.routeScore(&v, &Option{Card: nx.ID, Target: exc.ID})
	back := b.routeScore(&v, &Option{Card: exc.ID, Target: nx.ID})
	if off <= back {
		t.Errorf("off the NX scores %.2f, onto it %.2f", off, back)
	}
}
