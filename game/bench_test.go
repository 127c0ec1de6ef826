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
	b.ReportAllocs()
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

// BenchmarkView builds a player's view of a mid-game position.
func BenchmarkView(b *testing.B) {
	lib := testLib(b)
	g, err := New(lib, Setup{Decks: [2]DeckList{fedDeck(b, lib), kliDeck(b, lib)}, Seed: 3})
	if err != nil {
		b.Fatal(err)
	}
	bot, _ := NewBotWith(BotBasic, lib, 3)
	for i := 0; i < 1500 && g.Pending() != nil; i++ {
		d := g.Pending()
		v := g.View(d.Player)
		if _, err := g.Choose(d.Player, bot.Choose(&v, d)); err != nil {
			b.Fatal(err)
		}
	}
	b.Run("fresh", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_ = g.View(0)
		}
	})
	b.Run("reused", func(b *testing.B) {
		var buf ViewBuffer
		b.ReportAllocs()
		for b.Loop() {
			_ = g.ViewInto(0, &buf)
		}
	})
	b.Run("light", func(b *testing.B) {
		buf := ViewBuffer{Light: true}
		b.ReportAllocs()
		for b.Loop() {
			_ = g.ViewInto(0, &buf)
		}
	})
}

// BenchmarkGame plays whole games between two bots of one kind, each
// reading its view only when it wants one, as `stccg sim` does (Match).
func BenchmarkGame(b *testing.B) {
	lib := testLib(b)
	decks := [2]DeckList{fedDeck(b, lib), kliDeck(b, lib)}
	for _, kind := range []string{BotBasic, BotRandom, BotStrong} {
		b.Run(kind, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				g, err := New(lib, Setup{Decks: decks, Seed: uint64(i)})
				if err != nil {
					b.Fatal(err)
				}
				var bots [2]Bot
				for p := range bots {
					bots[p], _ = NewBotFor(kind, lib, uint64(i)+uint64(p)+1, decks[p])
				}
				if _, err := NewMatch(g, bots).Play(1 << 20); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkLibrary loads the embedded card library.
func BenchmarkLibrary(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := DefaultLibrary(); err != nil {
			b.Fatal(err)
		}
	}
}
