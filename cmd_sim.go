package main

import (
	"encoding/json"
	"fmt"
	"sort"

	"github.com/spf13/cobra"
	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
)

func newSimCmd() *cobra.Command {
	var (
		deck1, deck2 string
		games        int
		seed         uint64
		asJSON       bool
		workers      int
		bot          string
		scenario     string
		cpuProfile   string
	)
	cmd := &cobra.Command{
		Use:   "sim",
		Short: "Play many bot-vs-bot games and report statistics",
		Long: `Plays N complete games between two bots on the given decks (file paths or
sample names) and reports wins, ties, end reasons and speed. The same seed
gives the same results whatever the number of workers (games_per_sec aside).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if games < 1 {
				return fmt.Errorf("--games must be at least 1")
			}
			lib, err := game.DefaultLibrary()
			if err != nil {
				return err
			}
			d1, err := loadDeckList(lib, deck1)
			if err != nil {
				return err
			}
			d2, err := loadDeckList(lib, deck2)
			if err != nil {
				return err
			}
			if _, err := game.NewBot(bot, 0); err != nil {
				return err
			}
			cfg := simConfig{Lib: lib, Decks: [2]game.DeckList{d1, d2}, Games: games, Seed: seed, Workers: workers, Bot: bot}
			if scenario != "" {
				sc, err := readScenario(lib, scenario)
				if err != nil {
					return err
				}
				cfg.Decks = [2]game.DeckList{{Name: scenario}, {Name: scenario}}
				cfg.NewGame = func(seed uint64) (*game.Game, error) {
					s := *sc // each game gets its own copy with its own seed
					s.Seed = seed
					return game.NewFromScenario(lib, &s)
				}
			}
			defer tuneGCForBatch()()
			if cpuProfile != "" {
				stop, err := startCPUProfile(cpuProfile)
				if err != nil {
					return err
				}
				defer stop()
			}
			rep := simulate(cfg)
			out := cmd.OutOrStdout()
			if asJSON {
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				if err := enc.Encode(rep); err != nil {
					return err
				}
			} else {
				printSimReport(cmd, rep)
			}
			if rep.Errors > 0 {
				return fmt.Errorf("%d of %d games failed", rep.Errors, rep.Games)
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&deck1, "deck1", "federation", "deck for Player 1: a file or a sample name")
	f.StringVar(&deck2, "deck2", "klingon", "deck for Player 2: a file or a sample name")
	f.IntVar(&games, "games", 100, "number of games")
	f.Uint64Var(&seed, "seed", 1, "seed for the whole batch")
	f.BoolVar(&asJSON, "json", false, "print one JSON object")
	f.IntVar(&workers, "workers", 0, "parallel games (default: one per CPU)")
	f.StringVar(&scenario, "scenario", "", "start every game from this scenario file (docs/scenarios.md), each with its own seed")
	f.StringVar(&cpuProfile, "cpuprofile", "", "write a CPU profile of the games to this file (go tool pprof)")
	f.StringVar(&bot, "bot", game.BotBasic, "bot for both seats: basic (plays to win, still only legal moves) or random (uniform among legal options)")
	return cmd
}

func loadDeckList(lib *game.Library, nameOrPath string) (game.DeckList, error) {
	d, err := decks.Load(lib, nameOrPath)
	if err != nil {
		return game.DeckList{}, err
	}
	return d.List(), nil
}

func printSimReport(cmd *cobra.Command, r simReport) {
	w := cmd.OutOrStdout()
	fmt.Fprintf(w, "%d games, seed %d, bot %s: %s vs %s\n", r.Games, r.Seed, r.Bot, r.Decks[0], r.Decks[1])
	fmt.Fprintf(w, "  wins: Player 1 %d, Player 2 %d, ties %d, errors %d\n", r.Wins[0], r.Wins[1], r.Ties, r.Errors)
	var reasons []string
	for k := range r.EndReasons {
		reasons = append(reasons, k)
	}
	sort.Strings(reasons)
	for _, k := range reasons {
		fmt.Fprintf(w, "  ended by %s: %d\n", k, r.EndReasons[k])
	}
	fmt.Fprintf(w, "  average turns %.1f; attempts %d, missions completed %d, dilemmas faced %d\n", r.AvgTurns, r.Attempts, r.MissionsCompleted, r.DilemmasFaced)
	fmt.Fprintf(w, "  engagements %d, ships destroyed %d, captives %d, abilities used %d, interrupts played %d\n", r.Engagements, r.ShipsDestroyed, r.Captives, r.AbilitiesUsed, r.InterruptsPlayed)
	fmt.Fprintf(w, "  %.0f games per second\n", r.GamesPerSec)
	for _, e := range r.ErrorSamples {
		fmt.Fprintf(w, "  error: %s\n", e)
	}
}
