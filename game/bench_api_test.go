package game_test

import (
	"testing"

	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
)

// The same games played two ways (issue 26, "the same speed outside
// Match"): under Match, as `stccg sim` plays them, and through the
// decision API one call at a time, as `play --vs-bot` drives its bot
// (BotSeat). Compare the two: the decision API should cost no more than
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

// benchGames plays a whole game per iteration, for each bot kind,
// between the starters on seeds 0–49: play drives game g, seated at its
// start (forMatch: set up for a Match), with bots, to its end.
func benchGames(b *testing.B, forMatch bool, play func(g *game.Game, bots [2]game.Bot) error) {
	lib, ds := excelsiorStarters(b)
	for _, kind := range []string{game.BotBasic, game.BotRandom} {
		b.Run(kind, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				seed := uint64(i % 50)
				g, err := game.New(lib, game.Setup{Decks: ds, Seed: seed, ForMatch: forMatch})
				if err != nil {
					b.Fatal(err)
				}
				if err := play(g, botsFor(b, lib, kind, ds, seed)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkGameMatch plays whole games under Match.
func BenchmarkGameMatch(b *testing.B) {
	benchGames(b, true, func(g *game.Game, bots [2]game.Bot) error {
		_, err := game.NewMatch(g, bots).Play(1 << 20)
		return err
	})
}

// BenchmarkGameDecisionAPI plays the same games through the decision
// API one call at a time, as `play --vs-bot` drives its bot: each seat a
// BotSeat, the game asked who decides (Asking), that seat's bot
// answering (its events are worded when the log is read, as the screen
// reads them).
func BenchmarkGameDecisionAPI(b *testing.B) {
	benchGames(b, false, func(g *game.Game, bots [2]game.Bot) error {
		seats := [2]*game.BotSeat{g.SeatBot(0, bots[0]), g.SeatBot(1, bots[1])}
		for n := 0; n < 1<<20; n++ {
			a, ok := g.Asking()
			if !ok {
				break
			}
			if err := seats[a.Player].Answer(); err != nil {
				return err
			}
		}
		return nil
	})
}

// BenchmarkGameDecisionAPIFullView plays the same games as a person's
// seat or a network client reads each decision: Pending (its texts
// built), the deciding seat's whole View, and the bot's answer given to
// Choose. This is the cost of showing every decision, bots' and
// windows' included, to someone: it is not held to Match's speed.
func BenchmarkGameDecisionAPIFullView(b *testing.B) {
	benchGames(b, false, func(g *game.Game, bots [2]game.Bot) error {
		for n := 0; n < 1<<20; n++ {
			d := g.Pending()
			if d == nil {
				break
			}
			v := g.View(d.Player)
			if _, err := g.Choose(d.Player, bots[d.Player].Choose(&v, d)); err != nil {
				return err
			}
		}
		return nil
	})
}
