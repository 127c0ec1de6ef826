package main

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/spf13/cobra"
	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
	"github.com/stccg/stccg/tui"
)

// newPlayCmd is `stccg play`: a hot-seat game (or one against the bot) in
// the terminal. The root command runs the same thing with no subcommand.
func newPlayCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Play a hot-seat game in the terminal (or against the bot with --vs-bot)",
		Long: `Play a game of Star Trek CCG Second Edition in this terminal.

Two people share the keyboard: whenever the other player must decide, a
hand-off screen hides the board until they press Enter. Without deck flags
Player 1 plays ` + defaultDeck1 + ` and Player 2 ` + defaultDeck2 + ` (two Excelsior starter
decks); --deck1 and --deck2 take a deck file or a built-in deck's name
(` + "`stccg deck list`" + ` names the ` + strconv.Itoa(len(decks.Samples())) + `).
The seed is kept off the screen while the game lasts (it fixes every
shuffle, so it tells every hidden card); it is shown when the game is over
and printed on exit, with the command that replays the game.`,
		Args: cobra.NoArgs,
		RunE: runPlay,
	}
	addPlayFlags(cmd)
	return cmd
}

// addPlayFlags adds the play flags to cmd (the play command and the root).
func addPlayFlags(cmd *cobra.Command) {
	f := cmd.Flags()
	f.String("deck1", "", "deck of Player 1: a deck file or a sample name (default "+defaultDeck1+")")
	f.String("deck2", "", "deck of Player 2: a deck file or a sample name (default "+defaultDeck2+", or another starter when deck1 is "+defaultDeck2+")")
	f.Uint64("seed", 0, "random seed, for replays and tests (default: a random one, shown at game over and on exit)")
	f.String("names", "", `the players' names, comma separated, e.g. "Ann,Ben"`)
	f.Bool("vs-bot", false, "play seat 1 against a bot in seat 2 (see --bot)")
	f.String("bot", game.BotBasic, "the --vs-bot opponent: basic, strong (searches sampled futures; under a second a decision) or random")
	f.String("scenario", "", "start from a scenario file (docs/scenarios.md) instead of a new game")
	f.Bool("strict", false, "refuse a deck with cards whose game text is not enforced")
	f.Duration("bot-delay", 300*time.Millisecond, "pause before each bot decision")
	_ = f.MarkHidden("bot-delay")
}

// playOptions are the checked flags.
type playOptions struct {
	deck1, deck2 string
	seed         uint64
	names        [2]string
	vsBot        bool
	bot          string
	botDelay     time.Duration
}

func readPlayFlags(cmd *cobra.Command) (playOptions, error) {
	var o playOptions
	f := cmd.Flags()
	var err error
	if o.deck1, err = f.GetString("deck1"); err != nil {
		return o, err
	}
	if o.deck2, err = f.GetString("deck2"); err != nil {
		return o, err
	}
	if o.seed, err = f.GetUint64("seed"); err != nil {
		return o, err
	}
	if !f.Changed("seed") {
		if o.seed, err = newSeed(); err != nil {
			return o, err
		}
	}
	if o.vsBot, err = f.GetBool("vs-bot"); err != nil {
		return o, err
	}
	if o.botDelay, err = f.GetDuration("bot-delay"); err != nil {
		return o, err
	}
	if o.bot, err = f.GetString("bot"); err != nil {
		return o, err
	}
	if _, err := game.NewBot(o.bot, 0); err != nil {
		return o, err
	}
	names, err := f.GetString("names")
	if err != nil {
		return o, err
	}
	if o.names, err = parseNames(names); err != nil {
		return o, err
	}
	if o.vsBot && o.names[1] == "" {
		o.names[1] = "Bot"
	}
	if o.deck1 == "" {
		o.deck1 = defaultDeck1
	}
	if o.deck2 == "" {
		o.deck2 = otherSample(o.deck1)
	}
	return o, nil
}

// parseNames reads --names: one or two names, comma separated.
func parseNames(s string) ([2]string, error) {
	var out [2]string
	if strings.TrimSpace(s) == "" {
		return out, nil
	}
	parts := strings.Split(s, ",")
	if len(parts) > 2 {
		return out, fmt.Errorf("--names: give at most two names, comma separated (got %d)", len(parts))
	}
	for i, p := range parts {
		p = strings.TrimSpace(p)
		if p == "" {
			return out, fmt.Errorf("--names: name %d is empty", i+1)
		}
		if len([]rune(p)) > 24 {
			return out, fmt.Errorf("--names: %q is longer than 24 characters", p)
		}
		out[i] = p
	}
	return out, nil
}

// The decks a game uses when none is named: two Excelsior starter decks,
// the curated pool recommended for learning the game.
const (
	defaultDeck1 = "tng-excelsior"
	defaultDeck2 = "klingon-excelsior"
)

// otherSample is the default deck for Player 2: defaultDeck2, or
// defaultDeck1 when deck1 is defaultDeck2 (both Act 1 starters, every card
// of them enforced, where the first starter by name is an Act 2 deck).
func otherSample(deck1 string) string {
	if !strings.EqualFold(strings.TrimSuffix(deck1, ".txt"), defaultDeck2) {
		return defaultDeck2
	}
	return defaultDeck1
}

// runPlay checks the flags and decks, then runs the game screen until the
// players quit. Nothing is drawn before every check has passed.
func runPlay(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return fmt.Errorf("unknown command or argument %q (try --help)", args[0])
	}
	o, err := readPlayFlags(cmd)
	if err != nil {
		return err
	}
	// No collection while the first frame is prepared (it would mark the
	// card pool and free nothing); the game then runs with the default.
	restoreGC := tuneGCForOneShot()
	lib, err := loadLibrary(cmd)
	if err != nil {
		return err
	}
	lists, err := newDeckLoader(cmd, lib).loadPair([2]string{"deck1", "deck2"}, [2]string{o.deck1, o.deck2})
	if err != nil {
		return err
	}
	replay := fmt.Sprintf("stccg play --seed %d --deck1 %s --deck2 %s", o.seed, o.deck1, o.deck2)
	if o.vsBot {
		replay += " --vs-bot --bot " + o.bot
	}
	cfg := tui.Config{
		Lib:      lib,
		Setup:    game.Setup{Decks: lists, Names: o.names, Seed: o.seed},
		VsBot:    o.vsBot,
		BotKind:  o.bot,
		BotDeck:  lists[1],
		BotDelay: o.botDelay,
		Intro:    []string{howToWinLine, introSeedLine},
	}
	seed := o.seed
	if file, _ := cmd.Flags().GetString("scenario"); file != "" {
		// A scenario is its own position: the deck flags do not apply.
		if cfg.Game, err = loadScenario(lib, file, o.seed, cmd.Flags().Changed("seed")); err != nil {
			return err
		}
		cfg.BotDeck = game.DeckList{} // the position's cards are not a deck list
		seed = cfg.Game.Seed()        // the scenario's own, unless --seed overrode it
		replay = fmt.Sprintf("stccg play --scenario %s --seed %d", file, seed)
		if o.vsBot {
			replay += " --vs-bot --bot " + o.bot
		}
		cfg.Intro = []string{howToWinLine, fmt.Sprintf("Scenario %s. %s", file, introSeedLine)}
	}
	m, err := tui.New(cfg)
	if err != nil {
		return err
	}
	restoreGC()
	ctx, stop := quitContext(cmd.Context())
	defer stop()
	p := tea.NewProgram(m, screenOptions(ctx)...)
	if _, err := p.Run(); err != nil && (ctx.Err() == nil || !errors.Is(err, tea.ErrProgramKilled)) {
		return fmt.Errorf("terminal: %w", err)
	}
	if r := m.Game().Result(); r != nil {
		fmt.Fprintf(os.Stdout, "Game over after %d turns: scores %d–%d (%s).\n", r.Turns, r.Scores[0], r.Scores[1], r.Reason)
	}
	fmt.Fprintf(os.Stdout, "Seed %d — replay with: %s\n", seed, replay)
	return nil
}

// introSeedLine is the first log line of a local game: the seed itself
// would tell every hidden card to whoever sees the shared screen.
const introSeedLine = "The seed and the command that replays this game are shown when it is over, and printed on exit."

// howToWinLine opens every game's log: what a newcomer must know first.
const howToWinLine = "To win, score 100 points with a completed planet and a completed space mission. Each turn, all 7 counters must be spent before the play segment ends. ? shows the help."
