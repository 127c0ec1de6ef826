// Package sim plays batches of bot-vs-bot games and reports what happened
// in them: who won and how, and what every mission, dilemma and card of
// each deck did. Each worker adds its games into its own tally, with no
// locks; tallies hold only whole-number counts, so merging them gives the
// same report however the games were shared out (the same seed gives the
// same report for any number of workers).
package sim

import (
	"fmt"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"github.com/stccg/stccg/game"
)

// Config is one batch of games between two decks.
type Config struct {
	Lib     *game.Library
	Decks   [2]game.DeckList
	Games   int
	Seed    uint64
	Workers int       // parallel games; 0 means one per CPU
	Bots    [2]string // bot kind per seat
	// MaxSteps is the number of decisions after which a game counts as an
	// error (0: 200000).
	MaxSteps int
	// NewGame, when set, replaces game.New (scenario starts).
	NewGame func(seed uint64) (*game.Game, error)
	// GameDecks, when set, gives each game its own two decks from its
	// seed (random decks); Decks then only names the two seats.
	GameDecks func(seed uint64) ([2]game.DeckList, error)
	// Check runs the engine's invariant checks (game.CheckInvariants)
	// after every decision; a broken invariant fails the game.
	Check bool
	// watch, when set, sees game i before each decision and once more at
	// its end (d == nil); tests use it to pin whole games.
	watch func(i int, g *game.Game, d *game.Decision)
}

// gameSeed spreads the batch seed over games (splitmix64), so game i is the
// same game whatever the number of workers.
func gameSeed(seed uint64, i int) uint64 {
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Run plays the batch and reports on it.
func Run(cfg Config) Report {
	t, elapsed := play(cfg)
	rep := t.report(cfg)
	if elapsed > 0 {
		rep.GamesPerSec = float64(cfg.Games) / elapsed
	}
	return rep
}

// play plays the batch into one merged tally, and says how many seconds
// it took.
func play(cfg Config) (*tally, float64) {
	if cfg.Workers <= 0 {
		cfg.Workers = runtime.NumCPU()
	}
	if cfg.MaxSteps == 0 {
		cfg.MaxSteps = 200000
	}
	start := time.Now()
	tallies := make([]*tally, cfg.Workers)
	// Workers claim game numbers from a shared counter rather than being
	// handed them over a channel: a hand-over woke the sending goroutine
	// once per game (measured: 3.5% of a worker's time went to those
	// wake-ups, and more with a worker per core).
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range cfg.Workers {
		t := newTally()
		tallies[w] = t
		wg.Add(1)
		go func() {
			defer wg.Done()
			var c carry // a worker's finished game and bots lend their memory to the next
			for {
				i := int(next.Add(1) - 1)
				if i >= cfg.Games {
					return
				}
				playOne(cfg, i, t, &c)
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start).Seconds()

	total := newTally()
	for _, t := range tallies {
		total.merge(t)
	}
	return total, elapsed
}

// carry is what one game of a worker lends the next: the finished game's
// memory, and its bots (game.ReuseBot), which start the next game as new
// bots would. A failed game lends nothing.
type carry struct {
	game *game.Game
	bots [2]game.Bot
}

// playOne plays game i between two bots and adds it to t; a refused
// choice, a panic or a game that will not end is an error. c, when not
// nil, holds what the worker's last game lends this one, and what this
// one lends the next.
func playOne(cfg Config, i int, t *tally, c *carry) {
	if c == nil {
		c = &carry{}
	}
	reuse, prevBots := c.game, c.bots
	*c = carry{}
	seed := gameSeed(cfg.Seed, i)
	var decisions int
	defer func() {
		if r := recover(); r != nil {
			t.fail(i, decisions, fmt.Errorf("seed %d: panic: %v", seed, r))
			*c = carry{}
		}
	}()
	var g *game.Game
	var err error
	decks := cfg.Decks
	if cfg.GameDecks != nil {
		if decks, err = cfg.GameDecks(seed); err != nil {
			t.fail(i, 0, fmt.Errorf("seed %d: %w", seed, err))
			return
		}
	}
	if cfg.NewGame != nil {
		g, err = cfg.NewGame(seed)
	} else {
		g, err = game.New(cfg.Lib, game.Setup{Decks: decks, Seed: seed, Reuse: reuse, ForMatch: true})
	}
	if err != nil {
		t.fail(i, 0, fmt.Errorf("seed %d: %w", seed, err))
		return
	}
	var bots [2]game.Bot
	for p := range 2 {
		if bots[p], err = game.ReuseBot(prevBots[p], cfg.Bots[p], cfg.Lib, seed+uint64(p)+1, decks[p]); err != nil {
			t.fail(i, 0, err)
			return
		}
	}
	m := game.NewMatch(g, bots)
	t.collecting.startGame()
	m.Observe = func(d *game.Decision, c game.Choice) { t.collecting.observe(t, g, d, c) }
	if cfg.watch != nil {
		m.AskEveryWindow() // the watcher sees every decision
	}
	// Turns are counted from the game's first: a scenario may start on
	// turn 1,000,000, and what is kept per turn must not grow with that.
	scores := scoreTrack{base: g.Turn() - 1}
	for {
		if decisions >= cfg.MaxSteps {
			t.fail(i, decisions, fmt.Errorf("seed %d: no end after %d decisions", seed, decisions))
			return
		}
		if cfg.watch != nil && g.Pending() != nil {
			cfg.watch(i, g, g.Pending())
		}
		scores.see(g)
		ok, err := m.Step()
		if err != nil {
			t.fail(i, decisions, fmt.Errorf("seed %d: %w", seed, err))
			return
		}
		if !ok {
			break
		}
		decisions++
		if cfg.Check {
			if err := g.CheckInvariants(); err != nil {
				t.fail(i, decisions, fmt.Errorf("seed %d: after %d decisions: %w", seed, decisions, err))
				return
			}
		}
	}
	scores.end(g)
	if cfg.watch != nil {
		cfg.watch(i, g, nil)
	}
	// Every answered decision, those the match answered without asking
	// its bot (a window offering Pass alone) included.
	t.add(i, g, g.ChoiceCount(), &scores)
	*c = carry{game: g, bots: bots}
}

// scoreTrack records both scores at the end of each turn of one game: at
// the first decision of a turn the previous turn is over.
type scoreTrack struct {
	turn   int
	base   int      // the turn before the game's first (0, or a scenario's turn - 1)
	scores [][2]int // index: turn - base - 1
}

func (s *scoreTrack) see(g *game.Game) {
	if t := g.Turn(); t != s.turn {
		if s.turn > 0 {
			s.record(g, s.turn)
		}
		s.turn = t
	}
}

func (s *scoreTrack) end(g *game.Game) { s.record(g, g.Turn()) }

func (s *scoreTrack) record(g *game.Game, turn int) {
	turn -= s.base
	for len(s.scores) < turn {
		s.scores = append(s.scores, [2]int{})
	}
	s.scores[turn-1] = [2]int{g.Score(0), g.Score(1)}
}

// gameError is one failed game, kept by index so the report lists the
// same samples whatever worker played them.
type gameError struct {
	game int
	msg  string
}

func sortErrors(es []gameError) {
	sort.Slice(es, func(i, j int) bool { return es[i].game < es[j].game })
}
