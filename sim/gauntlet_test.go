package sim

import (
	"testing"

	"github.com/stccg/stccg/game"
)

// A gauntlet plays the deck against each opponent, and its rows are the
// matchups' own numbers: the same as a plain run with the matchup's seed.
func TestGauntletRows(t *testing.T) {
	lib, d := simDecks(t)
	cfg := Config{Lib: lib, Games: 8, Seed: 4, Workers: 2, Bots: basic()}
	g := RunGauntlet(cfg, d[0], []game.DeckList{d[1], d[0]})
	if len(g.Opponents) != 2 || g.Opponents[0].Opponent != d[1].Name || g.Opponents[1].Opponent != d[0].Name {
		t.Fatalf("rows: %+v", g.Opponents)
	}
	if g.Errors != 0 {
		t.Fatalf("%d errors", g.Errors)
	}
	wins, games := 0, 0
	for j, row := range g.Opponents {
		c := cfg
		c.Decks = [2]game.DeckList{d[0], []game.DeckList{d[1], d[0]}[j]}
		c.Seed = gameSeed(cfg.Seed^0x6a09e667f3bcc908, j)
		r := Run(c)
		if row.Wins != r.Wins[0] || row.Ties != r.Ties || row.Games != r.Games {
			t.Fatalf("row %d: %+v, plain run: wins %v ties %d", j, row, r.Wins, r.Ties)
		}
		if row.WinRateCI[0] > row.WinRate || row.WinRate > row.WinRateCI[1] {
			t.Fatalf("row %d: win rate outside its interval: %+v", j, row)
		}
		wins += row.Wins
		games += row.Games
	}
	if g.Overall.Wins != wins || g.Overall.Games != games || g.Player.Wins != wins || g.Player.Games != games {
		t.Fatalf("overall %+v, player %d of %d; rows add to %d of %d", g.Overall, g.Player.Wins, g.Player.Games, wins, games)
	}
}
