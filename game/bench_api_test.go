package game_test

import (
	"testing"

	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
)

// The same games played two ways (issue 26, "the same speed outside
// Match"): under Match, as `stccg sim` plays them, and through the
// decision API one call at a time, as `play`, `host` and `engine` drive
// the engine (Pending, the seat's View, Choose; every window posed, texts
// built). Compare the two: the decision API should cost no more than
// 1.2 times Match. The decks are `stccg sim`'s defaults, the Excelsior
// Act 1 starters.

// excelsiorStarters loads sim's default decks.
func excelsiorStarters(b *testing.B) (*game.Library, [2]game.DeckList) {
	b.Helper()
	lib, err := game.DefaultLibrary()
	if err != nil {
		b.Fatal(err)
	}
	var out [2]game.DeckList
	for i, name := range []string{"tng-excelsior", "klingon-excelsior"} {
		d, err := decks.Load(lib, name)
		if err != nil {
			b.Fatal(err)
		}
		out[i] = d.List()
	}
	return lib, out
}

// botsFor makes the two bots of game seed as sim seats them.
func botsFor(b *testing.B, lib *game.Library, kind string, ds [2]game.DeckList, seed uint64) [2]game.Bot {
	b.Helper()
	var bots [2]game.Bot
	for p := range bots {
		var err error
		if bots[p], err = game.NewBotFor(kind, lib, seed+uint64(p)+1, ds[p]); err != nil {
			b.Fatal(err)
		}
	}
	return bots
}

// BenchmarkGameMatch plays whole games under Match.
func BenchmarkGameMatch(b *testing.B) {
	lib, ds := excelsiorStarters(b)
	for _, kind := range []string{game.BotBasic, game.BotRandom} {
		b.Run(kind, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				seed := uint64(i % 50)
				g, err := game.New(lib, game.Setup{Decks: ds, Seed: seed, ForMatch: true})
				if err != nil {
					b.Fatal(err)
				}
				if _, err := game.NewMatch(g, botsFor(b, lib, kind, ds, seed)).Play(1 << 20); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkGameDecisionAPI plays the same games through the decision
// API: each decision read with Pending (its texts built), the deciding
// seat's view read, the bot's answer given to Choose.
func BenchmarkGameDecisionAPI(b *testing.B) {
	lib, ds := excelsiorStarters(b)
	for _, kind := range []string{game.BotBasic, game.BotRandom} {
		b.Run(kind, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				seed := uint64(i % 50)
				g, err := game.New(lib, game.Setup{Decks: ds, Seed: seed})
				if err != nil {
					b.Fatal(err)
				}
				bots := botsFor(b, lib, kind, ds, seed)
				for n := 0; n < 1<<20; n++ {
					d := g.Pending()
					if d == nil {
						break
					}
					v := g.View(d.Player)
					if _, err := g.Choose(d.Player, bots[d.Player].Choose(&v, d)); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
