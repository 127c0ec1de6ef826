package decks

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/stccg/stccg/game"
)

// Random decks of each Excelsior act are legal by the rules of Building a
// Deck (5 different missions, at least 2 not headquarters, at least 20
// dilemmas and 35 draw-deck cards, at most 3 copies of a title) and in
// their format, and the same seed gives the same deck.
// Rulebook: Building a Deck
func TestRandomDecksAreLegal(t *testing.T) {
	lib := testLib(t)
	for _, format := range []string{"excelsior-act1", "excelsior-act2"} {
		pool, err := NewRandomPool(lib, format)
		if err != nil {
			t.Fatal(err)
		}
		hqs := map[int]int{}
		for seed := uint64(1); seed <= 300; seed++ {
			d := pool.Random(rand.New(rand.NewPCG(seed, 7)), "random")
			if ps := pool.Check(d); len(ps) > 0 {
				t.Fatalf("%s seed %d: %v", format, seed, Problems(ps))
			}
			n := 0
			for _, e := range d.Entries {
				if e.Card.IsHQ() {
					n++
				}
				if !Legal(e.Card, format) {
					t.Fatalf("%s seed %d: %s not legal", format, seed, e.Card.Name())
				}
			}
			hqs[n]++
			if seed <= 3 {
				again := pool.Random(rand.New(rand.NewPCG(seed, 7)), "random")
				if !reflect.DeepEqual(d.List(), again.List()) {
					t.Errorf("%s seed %d: a second deck from the same seed differs", format, seed)
				}
			}
		}
		// Mostly one headquarters; sometimes none or two, to try those too.
		if hqs[1] < 200 || hqs[0] == 0 || hqs[2] == 0 {
			t.Errorf("%s: decks by headquarters count %v", format, hqs)
		}
	}
	if _, err := NewRandomPool(lib, "vintage"); err == nil {
		t.Error("an unknown format gave a pool")
	}
}

// Bot games between random legal decks, random and basic bots, with the
// engine's invariants checked after every choice (see playChecked).
func TestRandomDeckGamesKeepInvariants(t *testing.T) {
	lib := testLib(t)
	games := 4
	if testing.Short() {
		games = 1
	}
	for _, format := range []string{"excelsior-act1", "excelsior-act2"} {
		pool, err := NewRandomPool(lib, format)
		if err != nil {
			t.Fatal(err)
		}
		for _, kind := range []string{game.BotRandom, game.BotBasic} {
			for seed := uint64(1); seed <= uint64(games); seed++ {
				r := rand.New(rand.NewPCG(seed, 11))
				lists := [2]game.DeckList{pool.Random(r, "a").List(), pool.Random(r, "b").List()}
				playChecked(t, lib, format+" "+kind, lists, kind, seed)
			}
		}
	}
}
