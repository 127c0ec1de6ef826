package main

import (
	"fmt"
	"runtime"
	"sync"
	"time"

	"github.com/stccg/stccg/game"
)

// simConfig is one batch of bot-vs-bot games.
type simConfig struct {
	Lib      *game.Library
	Decks    [2]game.DeckList
	Games    int
	Seed     uint64
	Workers  int
	Bot      string
	MaxSteps int // decisions before a game counts as an error
	// NewGame, when set, replaces game.New (scenario starts).
	NewGame func(seed uint64) (*game.Game, error)
	// watch, when set, sees game i before each decision and once more at
	// its end (d == nil); tests use it to pin whole games.
	watch func(i int, g *game.Game, d *game.Decision)
}

// simReport is what `stccg sim --json` prints.
type simReport struct {
	Games             int            `json:"games"`
	Wins              [2]int         `json:"wins"`
	Ties              int            `json:"ties"`
	AvgTurns          float64        `json:"avg_turns"`
	EndReasons        map[string]int `json:"end_reasons"`
	Errors            int            `json:"errors"`
	ErrorSamples      []string       `json:"error_samples,omitempty"`
	GamesPerSec       float64        `json:"games_per_sec"`
	Attempts          int            `json:"attempts"`
	MissionsCompleted int            `json:"missions_completed"`
	DilemmasFaced     int            `json:"dilemmas_faced"`
	Engagements       int            `json:"engagements"`
	ShipsDestroyed    int            `json:"ships_destroyed"`
	Captives          int            `json:"captives"`
	AbilitiesUsed     int            `json:"abilities_used"`
	InterruptsPlayed  int            `json:"interrupts_played"`
	Decisions         int            `json:"decisions"`
	Seed              uint64         `json:"seed"`
	Decks             [2]string      `json:"decks"`
	Bot               string         `json:"bot"`
}

type gameOutcome struct {
	result    *game.Result
	err       error
	decisions int
	tally     map[string]int
}

// gameSeed spreads the batch seed over games (splitmix64), so game i is the
// same game whatever the number of workers.
func gameSeed(seed uint64, i int) uint64 {
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

func simulate(cfg simConfig) simReport {
	if cfg.Workers <= 0 {
		cfg.Workers = runtime.NumCPU()
	}
	if cfg.MaxSteps == 0 {
		cfg.MaxSteps = 200000
	}
	start := time.Now()
	outcomes := make([]gameOutcome, cfg.Games)
	next := make(chan int)
	var wg sync.WaitGroup
	for range cfg.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				outcomes[i] = playOne(cfg, i)
			}
		}()
	}
	for i := range cfg.Games {
		next <- i
	}
	close(next)
	wg.Wait()
	elapsed := time.Since(start).Seconds()

	rep := simReport{Games: cfg.Games, EndReasons: map[string]int{}, Seed: cfg.Seed, Bot: cfg.Bot,
		Decks: [2]string{cfg.Decks[0].Name, cfg.Decks[1].Name}}
	turns := 0
	for _, o := range outcomes {
		rep.Decisions += o.decisions
		rep.Attempts += o.tally["attempt"]
		rep.MissionsCompleted += o.tally["complete"]
		rep.DilemmasFaced += o.tally["face"]
		rep.Engagements += o.tally["engagement"]
		rep.ShipsDestroyed += o.tally["ship-destroyed"]
		rep.Captives += o.tally["captive"]
		rep.AbilitiesUsed += o.tally["ability"]
		rep.InterruptsPlayed += o.tally["interrupt"]
		if o.err != nil {
			rep.Errors++
			if len(rep.ErrorSamples) < 5 {
				rep.ErrorSamples = append(rep.ErrorSamples, o.err.Error())
			}
			continue
		}
		r := o.result
		turns += r.Turns
		if r.Tie {
			rep.Ties++
			rep.EndReasons["tie:"+r.Reason]++
		} else {
			rep.Wins[r.Winner]++
			rep.EndReasons[r.Reason]++
		}
	}
	if done := cfg.Games - rep.Errors; done > 0 {
		rep.AvgTurns = float64(turns) / float64(done)
	}
	if elapsed > 0 {
		rep.GamesPerSec = float64(cfg.Games) / elapsed
	}
	return rep
}

// playOne plays a whole game between two bots; a refused choice, a panic or
// a game that will not end is an error.
func playOne(cfg simConfig, i int) (out gameOutcome) {
	seed := gameSeed(cfg.Seed, i)
	defer func() {
		if r := recover(); r != nil {
			out.err = fmt.Errorf("seed %d: panic: %v", seed, r)
		}
	}()
	var g *game.Game
	var err error
	if cfg.NewGame != nil {
		g, err = cfg.NewGame(seed)
	} else {
		g, err = game.New(cfg.Lib, game.Setup{Decks: cfg.Decks, Seed: seed})
	}
	if err != nil {
		return gameOutcome{err: fmt.Errorf("seed %d: %w", seed, err)}
	}
	var bots [2]game.Bot
	for p := range 2 {
		if bots[p], err = game.NewBotWith(cfg.Bot, cfg.Lib, seed+uint64(p)+1); err != nil {
			return gameOutcome{err: err}
		}
	}
	out.tally = map[string]int{}
	m := game.NewMatch(g, bots)
	seen := 0
	for {
		if out.decisions >= cfg.MaxSteps {
			return gameOutcome{err: fmt.Errorf("seed %d: no end after %d decisions", seed, out.decisions)}
		}
		if cfg.watch != nil && g.Pending() != nil {
			cfg.watch(i, g, g.Pending())
		}
		ok, err := m.Step()
		if err != nil {
			return gameOutcome{err: fmt.Errorf("seed %d: %w", seed, err)}
		}
		if !ok {
			break
		}
		out.decisions++
		seen = g.TallyEvents(seen, out.tally)
	}
	out.result = g.Result()
	if cfg.watch != nil {
		cfg.watch(i, g, nil)
	}
	return out
}
