package game

import "testing"

// canBeamAt answers "would beamRoutes list a route?" without listing
// them; across many positions the two must agree. Rulebook: Order – Beam
// personnel.
func TestCanBeamAtAgreesWithBeamRoutes(t *testing.T) {
	lib := testLib(t)
	decks := [2]DeckList{fedDeck(t, lib), kliEventsDeck(t, lib)}
	checked, yes := 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := New(lib, Setup{Decks: decks, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		bots := [2]Bot{}
		for p := range bots {
			bots[p], _ = NewBotWith(BotRandom, lib, seed*7+uint64(p))
		}
		m := NewMatch(g, bots)
		for ok := true; ok; ok, err = m.Step() {
			for p := range 2 {
				for _, mission := range g.allMissions() {
					want := len(g.beamRoutes(nil, Player(p), mission)) > 0
					if got := g.canBeamAt(Player(p), mission); got != want {
						t.Fatalf("seed %d: canBeamAt(%d, %s) = %v, beamRoutes says %v", seed, p, g.cardName(mission), got, want)
					}
					checked++
					if want {
						yes++
					}
				}
			}
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if yes == 0 || yes == checked {
		t.Fatalf("%d of %d positions could beam: the test saw only one answer", yes, checked)
	}
}
