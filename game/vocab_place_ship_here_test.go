package game

import (
	"slices"
	"testing"
)

// Ann attempts Sensitive Search; each player has ships here and there.
const placeShipHerePosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        ships: [{card: "I.K.S. K'Vort"}]
      - card: Sensitive Search
        surface: [Kahmis, Vorax, "T'vis"]
        ships: [{card: "I.K.S. Hegh'ta"}]
    deck: [Lopez]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
        ships: [{card: "U.S.S. Enterprise-E, Federation Envoy"}]
      - card: Excavation
        ships: [{card: "I.K.S. Vor'cha", aboard: [Dokar, Kroval, "B'amara", Khos]}]
    dilemmas: [Harried and Harassed]
    deck: [Galor]
`

// TestPlaceShipHere: the ships a place-ship-here step may bring are those
// at another mission commanded by the performer (whose: opponent: by the
// performer's opponent) that its filter matches; one already at the
// attempted mission is not among them. Placing one puts it, crew and
// all, at the mission. Glossary: place (not moved).
func TestPlaceShipHere(t *testing.T) {
	g := startScenario(t, placeShipHerePosition)
	choose(t, g, "Attempt Sensitive Search")
	if g.attempt == nil {
		t.Fatal("no attempt under way")
	}
	ben := fxCtx{src: find(t, g, "Harried and Harassed").ID, p: 1, performer: true}
	vorcha, ent := find(t, g, "I.K.S. Vor'cha").ID, find(t, g, "U.S.S. Enterprise-E, Federation Envoy").ID
	kvort := find(t, g, "I.K.S. K'Vort").ID
	for _, tc := range []struct {
		name string
		step Step
		want []int
	}{
		{"his own ships", Step{Do: DoPlaceShipHere}, []int{ent, vorcha}},
		{"his own staffed ships", Step{Do: DoPlaceShipHere, Filter: &Filter{Staffed: true}}, []int{vorcha}},
		{"his opponent's ships elsewhere", Step{Do: DoPlaceShipHere, StepFields: StepFields{Whose: "opponent"}}, []int{kvort}},
	} {
		got := g.shipsToBringHere(ben, &tc.step)
		slices.Sort(got)
		slices.Sort(tc.want)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
	st := Step{Do: DoPlaceShipHere, Filter: &Filter{Staffed: true}}
	g.placeShipHere(ben, &st)
	m := find(t, g, "Sensitive Search").ID
	if c := g.cards[vorcha]; c.Zone != ZAtMission || c.Where != m {
		t.Fatalf("I.K.S. Vor'cha is in zone %v at %d, want at Sensitive Search", c.Zone, c.Where)
	}
	if k := find(t, g, "Khos"); k.Zone != ZAboard || k.Where != vorcha {
		t.Error("the crew did not go with the ship")
	}
}
