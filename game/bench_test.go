package game

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkRandomGame plays whole games with random legal choices.
func BenchmarkRandomGame(b *testing.B) {
	lib := testLib(b)
	decks := [2]DeckList{fedDeck(b, lib), kliDeck(b, lib)}
	for i := 0; b.Loop(); i++ {
		g, err := New(lib, Setup{Decks: decks, Seed: uint64(i)})
		if err != nil {
			b.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(i), 1))
		for d := g.Pending(); d != nil; d = g.Pending() {
			if _, err := g.Choose(d.Player, RandomChoice(r, d)); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkStep measures one engine step: answering a decision with a
// random legal choice, from a mid-game position.
func BenchmarkStep(b *testing.B) {
	lib := testLib(b)
	decks := [2]DeckList{fedDeck(b, lib), kliDeck(b, lib)}
	r := rand.New(rand.NewPCG(1, 1))
	var g *Game
	for b.Loop() {
		if g == nil || g.Pending() == nil {
			b.StopTimer()
			g, _ = New(lib, Setup{Decks: decks, Seed: r.Uint64()})
			b.StartTimer()
		}
		d := g.Pending()
		if _, err := g.Choose(d.Player, RandomChoice(r, d)); err != nil {
			b.Fatal(err)
		}
	}
}
