package game

import (
	"encoding/json"
	"testing"
)

// Rulebook: Showing your cards. A full view words each modifier once a
// game (appendModifiersFor); the line a view shows must be the one worded
// afresh, naming a face-down source only to a reader who may identify it,
// at every decision of whole games and for both readers.
func TestModifierLinesWordedOnceReadAsFresh(t *testing.T) {
	lib := testLib(t)
	ds := [2]DeckList{sampleDeck(t, lib, "klingon-excelsior"), sampleDeck(t, lib, "tng-excelsior")}
	lines := 0
	for seed := uint64(1); seed <= 3; seed++ {
		g, err := New(lib, Setup{Decks: ds, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		var bots [2]Bot
		for p := range bots {
			if bots[p], err = NewBotWith("basic", lib, seed*10+uint64(p)); err != nil {
				t.Fatal(err)
			}
		}
		for n := 0; g.Pending() != nil; n++ {
			if n > 100000 {
				t.Fatalf("seed %d: the game does not end", seed)
			}
			d := g.Pending()
			var v View
			for _, p := range []Player{d.Player.Other(), d.Player} {
				v = g.View(p)
				cached, _ := json.Marshal(v)
				lines += len(g.modLines)
				g.modLines = nil
				fresh, _ := json.Marshal(g.View(p))
				if string(cached) != string(fresh) {
					t.Fatalf("seed %d, decision %d, player %d: the view's modifier lines differ from fresh ones:\n%s\n%s", seed, d.ID, p, cached, fresh)
				}
			}
			if _, err := g.Choose(d.Player, bots[d.Player].Choose(&v, d)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if lines == 0 {
		t.Fatal("no view showed a modifier: the test reads nothing")
	}
}
