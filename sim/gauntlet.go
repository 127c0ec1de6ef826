package sim

import (
	"fmt"
	"io"
	"strings"

	"github.com/stccg/stccg/game"
)

// Gauntlet is one deck played against each deck of a set.
type Gauntlet struct {
	Deck  string    `json:"deck"`
	Games int       `json:"games_per_opponent"`
	Seed  uint64    `json:"seed"`
	Bots  [2]string `json:"bots"` // the deck's bot, the opponents' bot
	// Opponents has one row per opponent, in the order given; Overall
	// adds them up.
	Opponents   []GauntletRow `json:"opponents"`
	Overall     GauntletRow   `json:"overall"`
	Errors      int           `json:"errors"`
	GamesPerSec float64       `json:"games_per_sec"`
	// Player is the deck's own report over every game of the gauntlet.
	Player PlayerReport `json:"player"`
}

// GauntletRow is the deck against one opponent.
type GauntletRow struct {
	Opponent  string         `json:"opponent"`
	Games     int            `json:"games"`
	Wins      int            `json:"wins"`
	Losses    int            `json:"losses"`
	Ties      int            `json:"ties"`
	Errors    int            `json:"errors"`
	WinRate   float64        `json:"win_rate"`
	WinRateCI [2]float64     `json:"win_rate_ci95"`
	AvgTurns  float64        `json:"avg_turns"`
	WinsBy    map[string]int `json:"wins_by"`
	LossesBy  map[string]int `json:"losses_by"`
	// NotEnforced is the opponent's share of copies whose text is not
	// enforced.
	NotEnforced Enforcement `json:"not_enforced"`
}

// RunGauntlet plays deck (seat 1) against each opponent (seat 2),
// cfg.Games games each; cfg.Decks is ignored. Each matchup has its own
// seed drawn from cfg.Seed, so adding an opponent leaves the others'
// games as they were.
func RunGauntlet(cfg Config, deck game.DeckList, opponents []game.DeckList) Gauntlet {
	g := Gauntlet{Deck: deck.Name, Games: cfg.Games, Seed: cfg.Seed, Bots: cfg.Bots, Opponents: []GauntletRow{}}
	total := newTally()
	seconds := 0.0
	for j, opp := range opponents {
		c := cfg
		c.Decks = [2]game.DeckList{deck, opp}
		c.Seed = gameSeed(cfg.Seed^0x6a09e667f3bcc908, j)
		t, elapsed := play(c)
		seconds += elapsed
		row := t.row(opp.Name)
		row.NotEnforced = enforcementOf(opp)
		g.Opponents = append(g.Opponents, row)
		total.merge(t)
	}
	all := cfg
	all.Decks = [2]game.DeckList{deck, {Name: "the gauntlet"}}
	g.Overall = total.row("all opponents")
	g.Errors = len(total.errors)
	g.Player = total.seatReport(0, all, total.games-len(total.errors))
	g.Player.NotEnforced = enforcementOf(deck)
	if seconds > 0 {
		g.GamesPerSec = float64(total.games) / seconds
	}
	return g
}

// row is seat 1's results in t against opponent.
func (t *tally) row(opponent string) GauntletRow {
	done := t.games - len(t.errors)
	r := GauntletRow{Opponent: opponent, Games: done, Wins: t.wins[0], Ties: t.ties, Losses: done - t.wins[0] - t.ties,
		Errors: len(t.errors), WinsBy: t.seats[0].winsBy, LossesBy: t.seats[0].lossesBy}
	r.WinRate, r.WinRateCI = winRate(r.Wins, done)
	if done > 0 {
		r.AvgTurns = float64(t.turns) / float64(done)
	}
	return r
}

// WriteGauntletText prints the gauntlet: one row per opponent, then the
// deck's own report over all of it.
func WriteGauntletText(w io.Writer, g Gauntlet) error {
	b := &errWriter{w: w}
	b.printf("Gauntlet: %s (%s bot)\n", g.Deck, g.Bots[0])
	b.printf("  against %d decks (%s bot), %d games each, seed %d\n", len(g.Opponents), g.Bots[1], g.Games, g.Seed)
	b.printf("  not enforced, the deck: %s\n", enforcementText(g.Player.NotEnforced))
	b.printf("  * marks a card whose game text is not enforced: it plays as its facts alone\n")
	tw := b.table()
	fmt.Fprintln(tw, "  opponent\tgames\twins\tlost\tties\twin rate\t95% CI\tturns")
	var ne []string
	for _, r := range append(append([]GauntletRow(nil), g.Opponents...), g.Overall) {
		fmt.Fprintf(tw, "  %s\t%d\t%d\t%d\t%d\t%s\t%s to %s\t%.1f\n", shorten(r.Opponent, 39), r.Games, r.Wins, r.Losses, r.Ties,
			pct(r.WinRate), pct(r.WinRateCI[0]), pct(r.WinRateCI[1]), r.AvgTurns)
	}
	for _, r := range g.Opponents {
		ne = append(ne, fmt.Sprintf("%s %s", r.Opponent, pct(r.NotEnforced.Share)))
	}
	b.flush(tw)
	b.printf("%s", wrap("  copies not enforced, opponents: "+strings.Join(ne, "; "), 100, "    "))
	b.printf("  errors %d; %.0f games per second\n\n", g.Errors, g.GamesPerSec)
	writePlayer(b, g.Player)
	return b.err
}
