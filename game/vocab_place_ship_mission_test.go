package game

import (
	"slices"
	"testing"
)

// TestPlaceShipAtMission: the ship the personnel was aboard is placed, not
// moved (Glossary: place — no Range is used), at another mission its
// player commands; none is offered when the ship is not its player's or
// when no other mission is.
func TestPlaceShipAtMission(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        ships: [{card: "U.S.S. Excelsior", aboard: [Davies, Rixx]}]
      - card: Avert Danger
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Kahmis]
`)
	var ship, davies, earth, avert int
	for _, c := range g.cards {
		if c == nil {
			continue
		}
		switch c.Card.Title {
		case "U.S.S. Excelsior":
			ship = c.ID
		case "Davies":
			davies = c.ID
		case "Earth":
			earth = c.ID
		case "Avert Danger":
			avert = c.ID
		}
	}
	ctx := fxCtx{p: 0, src: davies, ship: ship, mission: earth}
	if got := g.shipDestinations(ctx, nil); !slices.Equal(got, []int{avert}) {
		t.Fatalf("destinations %v, want only Avert Danger %d", got, avert)
	}
	if got := g.shipDestinations(fxCtx{p: 1, src: davies, ship: ship}, nil); len(got) != 0 {
		t.Errorf("the opponent may place Ann's ship: %v", got)
	}
	if got := g.shipDestinations(fxCtx{p: 0, src: davies}, nil); len(got) != 0 {
		t.Errorf("a personnel aboard no ship places one: %v", got)
	}
	registry[DoPlaceShipAtMission].run(g, ctx, Step{Do: DoPlaceShipAtMission})
	if d := g.pending; d != nil && d.Kind == KindSelect {
		t.Fatalf("one destination should not be asked; pending %v", d)
	}
	if sc := g.cards[ship]; sc.Where != avert || sc.RangeUsed != 0 {
		t.Errorf("ship at %d with %d Range used; want at %d, none used", sc.Where, sc.RangeUsed, avert)
	}
	if g.missionOf(davies) != avert {
		t.Errorf("the crew did not go with the ship")
	}
}
