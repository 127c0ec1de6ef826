package game

import (
	"slices"
	"testing"
)

// Ruling: At This Mission — a play-here permission with on: mission
// reaches the planet and each ship of its player's at the card's mission,
// not an opponent's ship there; its cost-mod is added only where no
// other right (a headquarters that allows the card) reaches.
func TestPlayHereMission(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - missions:
      - card: "Earth, Cradle of the Federation"
      - card: Camping Trip
        surface: ["Miles O'Brien, Connelly"]
        ships: [{card: "U.S.S. Excelsior"}]
    hand: [Engineering Kit]
    deck: [Hoya]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Hoya]
`)
	camp, mine, kit := find(t, g, "Camping Trip").ID, find(t, g, "U.S.S. Excelsior").ID, find(t, g, "Engineering Kit")
	earth := find(t, g, "Earth").ID
	g.indexCostSources()
	dests := g.playHereDestinations(0, kit)
	if !slices.Contains(dests, camp) || !slices.Contains(dests, mine) {
		t.Fatalf("destinations %v, want the planet %d and the ship %d", dests, camp, mine)
	}
	if n := g.playHereExtra(0, kit, camp); n != 1 {
		t.Errorf("extra at the planet %d, want 1", n)
	}
	if n := g.playHereExtra(0, kit, mine); n != 1 {
		t.Errorf("extra aboard the ship %d, want 1", n)
	}
	if n := g.playHereExtra(0, kit, earth); n != 0 {
		t.Errorf("extra at the headquarters %d, want 0", n)
	}
	g.cards[mine].Controller = 1 // the ship is now the opponent's
	if slices.Contains(g.playHereDestinations(0, kit), mine) {
		t.Error("an opponent's ship at the mission was offered")
	}
}
