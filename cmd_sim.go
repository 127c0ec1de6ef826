package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/stccg/stccg/game"
	"github.com/stccg/stccg/sim"
)

// simFlags are the options of `stccg sim`.
type simFlags struct {
	deck1, deck2    string
	games           int
	seed            uint64
	asJSON          bool
	workers         int
	bot, bot1, bot2 string
	scenario        string
	cpuProfile      string
	htmlPath        string
	gauntlet        string
	compare, vs     []string
	randomDecks     string
	check           bool
}

func newSimCmd() *cobra.Command {
	var f simFlags
	cmd := &cobra.Command{
		Use:   "sim",
		Short: "Play many bot-vs-bot games and report statistics",
		Long: `Plays N complete games between two bots on the given decks (file paths or
sample names) and reports who won and how, and for each deck what its
missions, dilemmas, cards and personnel did. The same seed gives the same
report whatever the number of workers (games_per_sec aside); without
--seed a random one is used and reported.

With --gauntlet, plays --deck1 against each deck of a set (the built-in
decks, or every .txt deck in a directory), --games games each, and
reports one row per opponent.

With --random-decks FORMAT, each game gets two decks built at random from
the cards legal in FORMAT (legal by the deck-building rules; the seed
repeats them), and the engine's invariants are checked after every
decision.

With --compare A B --vs OPP..., plays deck A and deck B against each
opponent on the same seeds and reports B's win rate minus A's with its
paired 95% interval, per opponent and overall, and the cards that differ.`,
		// Flags are parsed here, so that --compare and --vs take every
		// word that follows them (--compare A B --vs X Y).
		DisableFlagParsing: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := cmd.Flags().Parse(greedyFlags(args, "--compare", "--vs")); err != nil {
				return err
			}
			if help, _ := cmd.Flags().GetBool("help"); help {
				return cmd.Help()
			}
			if rest := cmd.Flags().Args(); len(rest) > 0 {
				return fmt.Errorf("unexpected arguments %q (decks are given by --deck1, --deck2, --compare or --vs)", rest)
			}
			return runSim(cmd, f)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.deck1, "deck1", defaultDeck1, "deck for Player 1: a file or a sample name")
	fl.StringVar(&f.deck2, "deck2", defaultDeck2, "deck for Player 2: a file or a sample name")
	fl.IntVar(&f.games, "games", 100, "number of games (per opponent with --gauntlet)")
	fl.Uint64Var(&f.seed, "seed", 0, "seed for the whole batch, to repeat it (default: a random one, reported)")
	fl.BoolVar(&f.asJSON, "json", false, "print one JSON object")
	fl.IntVar(&f.workers, "workers", 0, "parallel games (default: one per CPU)")
	fl.StringVar(&f.scenario, "scenario", "", "start every game from this scenario file (docs/scenarios.md), each with its own seed")
	fl.StringVar(&f.cpuProfile, "cpuprofile", "", "write a CPU profile of the games to this file (go tool pprof)")
	fl.StringVar(&f.bot, "bot", game.BotBasic, "bot for both seats: "+botKinds)
	fl.StringVar(&f.bot1, "bot1", "", "bot for Player 1 (overrides --bot)")
	fl.StringVar(&f.bot2, "bot2", "", "bot for Player 2 (overrides --bot)")
	fl.StringVar(&f.htmlPath, "html", "", "also write the report as one self-contained HTML page to this file")
	fl.StringVar(&f.gauntlet, "gauntlet", "", `play --deck1 against each deck of a set: "starters" (the built-in Excelsior starters), "v-starters" (the 16 V-starters), "all-starters" (all 24 official starters), "samples" (every built-in deck) or a directory of .txt decks`)
	fl.StringArrayVar(&f.compare, "compare", nil, "compare two decks: --compare A B (files or sample names), played against --vs on the same seeds")
	fl.StringArrayVar(&f.vs, "vs", nil, `the opponents of --compare: decks, "starters", "samples" or a directory of .txt decks`)
	fl.StringVar(&f.randomDecks, "random-decks", "", "give each game two random decks legal in this format (excelsior-act1, excelsior-act2, standard, ...), instead of --deck1/--deck2")
	fl.BoolVar(&f.check, "check", false, "check the engine's invariants after every decision; a broken one fails the game (always on with --random-decks)")
	addStrictFlag(cmd)
	return cmd
}

// greedyFlags rewrites "--name a b c" as "--name a --name b --name c" for
// each of names, taking every following word up to the next flag.
func greedyFlags(args []string, names ...string) []string {
	out := make([]string, 0, len(args))
	greedy := ""
	for _, a := range args {
		switch {
		case a == "--":
			greedy = ""
			out = append(out, a)
		case strings.HasPrefix(a, "-"):
			greedy = ""
			if slices.Contains(names, a) {
				greedy = a
				continue
			}
			out = append(out, a)
		case greedy != "":
			out = append(out, greedy, a)
		default:
			out = append(out, a)
		}
	}
	if greedy != "" {
		out = append(out, greedy) // a flag with no value: let the parser say so
	}
	return out
}

const botKinds = "basic (plays to win, still only legal moves), strong (searches sampled futures) or random (uniform among legal options)"

func runSim(cmd *cobra.Command, f simFlags) error {
	if f.games < 1 {
		return fmt.Errorf("--games must be at least 1")
	}
	if !cmd.Flags().Changed("seed") {
		var err error
		if f.seed, err = newSeed(); err != nil {
			return err
		}
	}
	bots := [2]string{f.bot, f.bot}
	for p, b := range []string{f.bot1, f.bot2} {
		if b != "" {
			bots[p] = b
		}
	}
	for _, b := range bots {
		if _, err := game.NewBot(b, 0); err != nil {
			return err
		}
	}
	lib, err := loadLibrary(cmd)
	if err != nil {
		return err
	}
	loader := newDeckLoader(cmd, lib)
	cfg := sim.Config{Lib: lib, Games: f.games, Seed: f.seed, Workers: f.workers, Bots: bots, Check: f.check}
	if f.randomDecks != "" {
		return runRandomDecks(cmd, f, cfg)
	}
	if len(f.compare) > 0 || len(f.vs) > 0 {
		return runCompare(cmd, f, cfg, loader)
	}
	d1, err := loader.load("deck1", f.deck1)
	if err != nil {
		return err
	}
	if f.gauntlet != "" {
		if f.scenario != "" {
			return fmt.Errorf("--gauntlet and --scenario do not go together")
		}
		opponents, err := gauntletDecks(loader, f.gauntlet)
		if err != nil {
			return err
		}
		defer tuneGCForBatch(f.workers)()
		stop, err := maybeProfile(f.cpuProfile)
		if err != nil {
			return err
		}
		g := sim.RunGauntlet(cfg, d1, opponents)
		stop()
		if err := writeReport(cmd.OutOrStdout(), f, g, func(w io.Writer) error { return sim.WriteGauntletText(w, g) },
			func(w io.Writer) error { return sim.WriteGauntletHTML(w, g) }); err != nil {
			return err
		}
		if g.Errors > 0 {
			return fmt.Errorf("%d games failed", g.Errors)
		}
		return nil
	}
	d2, err := loader.load("deck2", f.deck2)
	if err != nil {
		return err
	}
	cfg.Decks = [2]game.DeckList{d1, d2}
	if f.scenario != "" {
		sc, err := readScenario(lib, f.scenario)
		if err != nil {
			return err
		}
		cfg.Decks = [2]game.DeckList{{Name: f.scenario}, {Name: f.scenario}}
		cfg.NewGame = func(seed uint64) (*game.Game, error) {
			s := *sc // each game gets its own copy with its own seed
			s.Seed = seed
			return game.NewFromScenario(lib, &s)
		}
	}
	return runBatch(cmd, f, cfg)
}

// runBatch plays one batch of games, with the GC tuned and the profile
// written if asked, and reports it; games that failed make it an error.
func runBatch(cmd *cobra.Command, f simFlags, cfg sim.Config) error {
	defer tuneGCForBatch(f.workers)()
	stop, err := maybeProfile(f.cpuProfile)
	if err != nil {
		return err
	}
	rep := sim.Run(cfg)
	stop()
	if err := writeReport(cmd.OutOrStdout(), f, rep, func(w io.Writer) error { return sim.WriteText(w, rep) },
		func(w io.Writer) error { return sim.WriteHTML(w, rep) }); err != nil {
		return err
	}
	if rep.Errors > 0 {
		return fmt.Errorf("%d of %d games failed", rep.Errors, rep.Games)
	}
	return nil
}

// writeReport prints v as JSON or text, and writes the HTML page if asked.
func writeReport(out io.Writer, f simFlags, v any, text, html func(io.Writer) error) error {
	if f.asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		if err := enc.Encode(v); err != nil {
			return err
		}
	} else if err := text(out); err != nil {
		return err
	}
	if f.htmlPath == "" {
		return nil
	}
	file, err := os.Create(f.htmlPath)
	if err != nil {
		return err
	}
	if err := html(file); err != nil {
		file.Close()
		return fmt.Errorf("writing %s: %w", f.htmlPath, err)
	}
	return file.Close()
}

// maybeProfile starts a CPU profile when path is set; stop ends it.
func maybeProfile(path string) (stop func(), err error) {
	if path == "" {
		return func() {}, nil
	}
	return startCPUProfile(path)
}
