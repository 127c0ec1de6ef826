package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	stdnet "net"
	"strconv"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/spf13/cobra"
	"github.com/stccg/stccg/game"
	stnet "github.com/stccg/stccg/net"
	"github.com/stccg/stccg/tui"
)

// joinOptions are the flags of `stccg join`.
type joinOptions struct {
	deck  string
	name  string
	bot   bool
	token string
	open  bool
	code  string
	// botDelay: with --bot, a pause before each of the bot's decisions
	// (hidden, as host's: tests use it to follow a game).
	botDelay time.Duration
}

func newJoinCmd() *cobra.Command {
	var o joinOptions
	cmd := &cobra.Command{
		Use:   "join HOST[:PORT] --code WORDS",
		Short: "Join a game hosted with stccg host",
		Long: `Join a game that another player hosts with ` + "`stccg host`" + `. You play
Player 2 with your own deck, on your own screen; the host never sends you
the other player's hand, deck or dilemmas. Give the join code the host
shows with --code (or type it when asked): it keys the encrypted channel,
and a wrong code is refused. --open joins a host started with --open, in
the clear. You are given a token when you join: if the connection drops,
` + "`stccg join HOST:PORT --token T --code WORDS`" + ` takes your seat back, where you
left it. Unless the host gave --seed, your stccg adds a random value of
its own to the game's seed, and after the game it replays the game to
check every shuffle and draw you saw (docs/protocol.md, "Fair shuffles").
The port defaults to ` + strconv.Itoa(stnet.DefaultPort) + `.`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				// The usage is silenced for errors in general; this one is
				// about how to call the command, so it shows it.
				return fmt.Errorf("join needs the host's address, and only that (got %d arguments)\n\n%s", len(args), cmd.UsageString())
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error { return runJoin(cmd, args[0], o) },
	}
	f := cmd.Flags()
	f.StringVar(&o.deck, "deck", defaultDeck2, "your deck: a deck file or a sample name")
	f.StringVar(&o.name, "name", "", "your name")
	f.BoolVar(&o.bot, "bot", false, "let the basic bot play your seat, printing events as lines (no screen)")
	f.DurationVar(&o.botDelay, "bot-delay", 0, "with --bot: pause before each of the bot's decisions")
	_ = f.MarkHidden("bot-delay")
	addStrictFlag(cmd)
	f.StringVar(&o.token, "token", "", "rejoin the seat this token was given for (your deck is not needed)")
	f.StringVar(&o.code, "code", "", "the join code the host shows (asked for when not given and the input is a terminal)")
	f.BoolVar(&o.open, "open", false, "join a host started with --open: no code, nothing encrypted")
	return cmd
}

// withPort adds the default port to an address that has none.
func withPort(addr string) string {
	if _, _, err := stdnet.SplitHostPort(addr); err == nil {
		return addr
	}
	return stdnet.JoinHostPort(addr, strconv.Itoa(stnet.DefaultPort))
}

func runJoin(cmd *cobra.Command, addr string, o joinOptions) error {
	out := cmd.OutOrStdout()
	addr = withPort(addr)
	lib, err := loadLibrary(cmd)
	if err != nil {
		return err
	}
	code, err := joinJoinCode(cmd.InOrStdin(), out, o.open, o.code)
	if err != nil {
		return err
	}
	cfg := stnet.ClientConfig{Addr: addr, Name: o.name, Token: o.token, Code: code}
	var ownDeck *game.DeckList // none when rejoining by token: the deck is not given
	if o.token == "" {
		if len([]rune(o.name)) > stnet.MaxName {
			return fmt.Errorf("--name: %q is longer than %d characters", o.name, stnet.MaxName)
		}
		list, err := newDeckLoader(cmd, lib).load("deck", o.deck)
		if err != nil {
			return err
		}
		spec := stnet.SpecOf(list)
		cfg.Deck = &spec
		ownDeck = &list
	}
	ctx, stop := quitContext(cmd.Context())
	defer stop()
	cl, err := stnet.Join(ctx, cfg)
	if err != nil {
		return err
	}
	defer cl.Close()
	rejoin := cl.RejoinCommand()
	fmt.Fprintf(out, "Joined %s as %s. %s\n", addr, cl.Seat(), cl.Welcome())
	fmt.Fprintf(out, "Your token: %s (if the connection drops: %s)\n", cl.Token(), rejoin)
	if o.token == "" && !cl.FairSeed() {
		fmt.Fprintln(out, "Warning: the host chose the game's seed alone (it was started with --seed): it may know every shuffle, and they cannot be checked")
	}

	if o.bot {
		botSeed, err := newSeed()
		if err != nil {
			return err
		}
		b, err := game.NewBotWith(game.BotBasic, lib, botSeed)
		if err != nil {
			return err
		}
		if o.botDelay > 0 {
			b = slowBot{b, o.botDelay}
		}
		r, err := stnet.RunBot(ctx, cl, b, out)
		if err != nil {
			return fmt.Errorf("%v; rejoin with: %s", err, rejoin)
		}
		v := cl.View(cl.Seat())
		fmt.Fprintln(out, stnet.ResultLine(r, [2]string{v.Players[0].Name, v.Players[1].Name}))
		return checkShuffles(out, cl, lib)
	}
	m, err := tui.New(tui.Config{Lib: lib, Session: cl, OwnDeck: ownDeck, Intro: []string{howToWinLine,
		fmt.Sprintf("Joined %s. %s If the connection drops: %s", addr, cl.Welcome(), rejoin)}})
	if err != nil {
		return err
	}
	p := tea.NewProgram(m, screenOptions(ctx)...)
	_, runErr := p.Run()
	if r := m.Result(); r != nil {
		v := cl.View(cl.Seat())
		fmt.Fprintln(out, stnet.ResultLine(r, [2]string{v.Players[0].Name, v.Players[1].Name}))
		return checkShuffles(out, cl, lib)
	}
	if err := cl.Err(); err != nil {
		fmt.Fprintf(out, "%v. Rejoin with: %s\n", err, rejoin)
	} else {
		fmt.Fprintf(out, "You left the table; your seat is kept. Rejoin with: %s\n", rejoin)
	}
	if runErr != nil && !errors.Is(runErr, tea.ErrProgramKilled) && !errors.Is(runErr, context.Canceled) {
		return fmt.Errorf("terminal: %w", runErr)
	}
	return nil
}

// checkShuffles checks, after the game, that the host dealt it from the
// seed both sides chose (docs/protocol.md, "Fair shuffles"). A game that
// cannot be checked says why; a host caught lying is an error.
func checkShuffles(out io.Writer, cl *stnet.Client, lib *game.Library) error {
	what, err := cl.CheckShuffles(lib)
	switch {
	case errors.Is(err, stnet.ErrNotCheckable):
		fmt.Fprintf(out, "Shuffles not checked: %v\n", err)
		return nil
	case err != nil:
		fmt.Fprintf(out, "THE SHUFFLES WERE NOT FAIR: %v\n", err)
		return fmt.Errorf("the host cheated: %w", err)
	}
	fmt.Fprintf(out, "Shuffles checked: %s.\n", what)
	return nil
}
