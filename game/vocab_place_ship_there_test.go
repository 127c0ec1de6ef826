package game

import (
	"slices"
	"testing"
)

// TestPlaceShipThere: with a filter, place-ship-at-mission places one of
// its player's ships at the trigger's mission that the filter matches
// (not the opponent's, not one the filter refuses), placed and not moved
// (no Range used) at a mission that player commands. Glossary: place.
func TestPlaceShipThere(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 2
segment: orders
players:
  - name: Ann
    missions:
      - card: "Romulus, Seat of Power"
    deck: [Kroval]
  - name: Ben
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Excavation
        ships:
          - {card: Deranas, controller: 1, aboard: [Taris]}
          - {card: "I.K.S. Vor'cha", controller: 1, aboard: [Dokar]}
          - {card: Haakona, aboard: [Mareth]}
    deck: [Rixx]
`)
	deranas := find(t, g, "Deranas")
	romulus := find(t, g, "Romulus")
	excavation := find(t, g, "Excavation")
	src := find(t, g, "Taris")
	ctx := fxCtx{p: 0, src: src.ID, trig: &Trigger{Kind: TrigAttemptFailed, Player: 1, Mission: excavation.ID}}
	st := Step{Do: DoPlaceShipAtMission, Filter: &Filter{Affiliation: "romulan"}}
	if got := g.placeableShipsThere(ctx, &st); !slices.Equal(got, []int{deranas.ID}) {
		t.Fatalf("ships %v, want only Ann's Deranas %d", got, deranas.ID)
	}
	if !registry[DoPlaceShipAtMission].possible(g, ctx, &st) {
		t.Fatal("the step should be possible")
	}
	registry[DoPlaceShipAtMission].run(g, ctx, st)
	if deranas.Where != romulus.ID || deranas.RangeUsed != 0 {
		t.Errorf("Deranas at %d with %d Range used; want at Romulus %d, none used", deranas.Where, deranas.RangeUsed, romulus.ID)
	}
	if g.missionOf(find(t, g, "Taris").ID) != romulus.ID {
		t.Error("the crew did not go with the ship")
	}
	if registry[DoPlaceShipAtMission].possible(g, ctx, &st) {
		t.Error("no Romulan ship of Ann's is left there, yet the step is possible")
	}
}
