package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	stdnet "net"
	"strconv"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/spf13/cobra"
	"github.com/stccg/stccg/game"
	stnet "github.com/stccg/stccg/net"
	"github.com/stccg/stccg/tui"
)

// hostOptions are the flags of `stccg host`.
type hostOptions struct {
	listen    string
	listenSet bool
	deck      string
	seed      uint64
	seedSet   bool
	name      string
	bot       bool
	resume    string
	save      string
	wait      time.Duration
	linger    time.Duration
	botDelay  time.Duration
	open      bool
	code      string
}

func newHostCmd() *cobra.Command {
	var o hostOptions
	cmd := &cobra.Command{
		Use:   "host",
		Short: "Host a game over TCP and wait for one opponent (stccg join)",
		Long: `Host a two-player game over TCP. You play Player 1 on this terminal; the
other player runs ` + "`stccg join HOST:PORT --code WORDS`" + ` and plays Player 2 on
theirs. The host shows a join code of a few words: it admits the right
player and encrypts everything between the two sides (--open plays in the
clear, for scripts). Each side sees only its own secrets. This host runs the game: if the other
player's connection drops, the game waits for them to rejoin with the token
they were given. The game is saved after every decision; --resume FILE
continues a saved game. The protocol is in docs/protocol.md ("TCP play").`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			o.seedSet = cmd.Flags().Changed("seed")
			o.listenSet = cmd.Flags().Changed("listen")
			return runHost(cmd, o)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.listen, "listen", ":"+strconv.Itoa(stnet.DefaultPort), "address to listen on (\":0\" picks a free port; with --resume, default: the saved game's address)")
	f.StringVar(&o.deck, "deck", defaultDeck1, "your deck: a deck file or a sample name")
	f.Uint64Var(&o.seed, "seed", 0, "game seed, for replays and tests (default: a random one; never give one to a game against someone you do not trust)")
	f.StringVar(&o.name, "name", "", "your name")
	f.BoolVar(&o.bot, "bot", false, "let the basic bot play your seat, printing events as lines (no screen)")
	f.StringVar(&o.resume, "resume", "", "continue the game saved in FILE (deck, seed and names come from it)")
	f.BoolVar(&o.open, "open", false, "no join code: anyone who connects first takes seat 2, and the game travels unencrypted (scripts, tests)")
	f.StringVar(&o.code, "code", "", "the join code (default: four random words); give the code shown before to --resume a game")
	f.StringVar(&o.save, "save", "", "autosave to FILE (default: a new file in $"+stnet.StateDirEnv+", $XDG_STATE_HOME/stccg or the user config dir)")
	addStrictFlag(cmd)
	f.DurationVar(&o.wait, "wait", 0, "give up when no opponent is connected for this long (0: wait forever; --bot default 10m)")
	f.DurationVar(&o.linger, "linger", 2*time.Minute, "after the game, keep the table up this long for player 2 to rejoin and see the result, unless they saw it")
	f.DurationVar(&o.botDelay, "bot-delay", 0, "with --bot: pause before each of the bot's decisions")
	_ = f.MarkHidden("bot-delay")
	return cmd
}

// lockedWriter serialises the output of the host's goroutines; log lines
// are dropped while a screen owns the terminal.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
	on bool
}

func (l *lockedWriter) line(s string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.on {
		fmt.Fprintln(l.w, s)
	}
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

func (l *lockedWriter) set(on bool) {
	l.mu.Lock()
	l.on = on
	l.mu.Unlock()
}

func runHost(cmd *cobra.Command, o hostOptions) error {
	out := cmd.OutOrStdout()
	lib, err := loadLibrary(cmd)
	if err != nil {
		return err
	}
	cfg := stnet.HostConfig{Lib: lib, Name: o.name, Seed: o.seed}
	if cfg.Code, err = hostJoinCode(o.open, o.code); err != nil {
		return err
	}
	if o.resume != "" {
		s, err := stnet.ReadSave(o.resume)
		if err != nil {
			return fmt.Errorf("--resume: %w", err)
		}
		cfg.Resume = s
		// The host's value of a fair seed, kept beside the save: the
		// joiner checks the shuffles with it at the end.
		switch v, err := stnet.ReadFairValue(stnet.FairFile(o.resume)); {
		case err == nil:
			cfg.ResumeFair = v
		case !errors.Is(err, fs.ErrNotExist):
			fmt.Fprintf(cmd.ErrOrStderr(), "warning: %v; the joiner will not be able to check the shuffles\n", err)
		}
		if n := s.Torn(); n > 0 {
			fmt.Fprintf(out, "The save's last record was cut short (%d bytes: the host stopped while writing it); the game goes on from the decision before it\n", n)
		}
		if !o.listenSet && s.Listen != "" {
			// The joiner retries the address it joined: listen there again.
			o.listen = s.Listen
		}
		if o.save == "" {
			o.save = o.resume
		}
	} else {
		if len([]rune(o.name)) > stnet.MaxName {
			return fmt.Errorf("--name: %q is longer than %d characters", o.name, stnet.MaxName)
		}
		if cfg.Deck, err = newDeckLoader(cmd, lib).load("deck", o.deck); err != nil {
			return err
		}
		if !o.seedSet {
			if cfg.Seed, err = newSeed(); err != nil {
				return err
			}
			// The joiner's stccg adds a value of its own and checks the
			// shuffles at the end (docs/protocol.md, "Fair shuffles").
			cfg.Fair = true
		}
	}
	switch {
	case o.save == "":
		if o.save, err = stnet.NewSavePath(time.Now()); err != nil {
			return err
		}
	case o.save != o.resume:
		if err := stnet.ReserveSave(o.save); err != nil {
			return fmt.Errorf("--save: %w", err)
		}
	}
	cfg.SavePath = o.save
	seatArg := seatFlag(cfg.Code)
	resumeCmd := fmt.Sprintf("stccg host --resume %s %s", o.save, seatArg)
	logw := &lockedWriter{w: out, on: true}
	cfg.Log = func(s string) { logw.line("# " + s) }
	h, err := stnet.NewHost(cfg)
	if err != nil {
		return err
	}
	ln, err := stdnet.Listen("tcp", o.listen)
	if err != nil {
		if cfg.Resume != nil && !o.listenSet {
			return fmt.Errorf("cannot listen on %s, the saved game's address: %v (choose another with --listen; Player 2 then joins the new port)", o.listen, err)
		}
		return fmt.Errorf("cannot listen on %s: %v", o.listen, err)
	}
	serveErr := make(chan error, 1)
	go func() { serveErr <- h.Serve(ln) }()
	defer h.Close()

	ctx, stop := quitContext(cmd.Context())
	defer stop()

	addr := stnet.ListenAddr(ln.Addr())
	fmt.Fprintf(out, "Listening on %s\n", addr)
	fmt.Fprintf(out, "Autosaving to %s (continue it with: %s)\n", o.save, resumeCmd)
	if cfg.Code != "" {
		fmt.Fprintf(out, "Join code: %s (tell it to your opponent only; it keys the encrypted channel)\n", cfg.Code)
	} else {
		fmt.Fprintln(out, "Open table (--open): no join code, nothing encrypted; whoever connects first plays")
	}
	if cfg.Resume != nil {
		names := h.Names()
		fmt.Fprintf(out, "Resuming a saved game: waiting for %s to rejoin with: stccg join HOST:%s --token %s %s\n",
			displayName(names[1], 1), portOf(addr), h.Token(), seatArg)
	} else {
		fmt.Fprintf(out, "Waiting for an opponent: stccg join HOST:%s %s (HOST is this machine's address)\n", portOf(addr), seatArg)
	}
	wait := o.wait
	if wait == 0 && o.bot {
		wait = 10 * time.Minute
	}
	if err := waitStart(ctx, h, serveErr, wait); err != nil {
		return err
	}
	rejoin := fmt.Sprintf("stccg join HOST:%s --token %s %s", portOf(addr), h.Token(), seatArg)
	fmt.Fprintf(out, "Seat 2 token: %s (its player rejoins with: %s)\n", h.Token(), rejoin)

	if o.bot {
		return hostBot(ctx, logw, h, lib, hostBotOptions{wait: wait, linger: o.linger, delay: o.botDelay, rejoin: rejoin})
	}
	logw.set(false) // the screen shows the news from now on
	names := h.Names()
	var ownDeck *game.DeckList // none when resuming: the save has it, the warning was given then
	if o.resume == "" {
		ownDeck = &cfg.Deck
	}
	m, err := tui.New(tui.Config{Lib: lib, Session: h.LocalSeat(), OwnDeck: ownDeck, Intro: []string{howToWinLine,
		fmt.Sprintf("You host this game as Player 1 against %s. It is saved after every decision: %s",
			displayName(names[1], 1), resumeCmd),
		// The host's own screen only: the token is never sent to seat 1's
		// log or to the other seat.
		fmt.Sprintf("Seat 2 token: %s. If %s's connection drops, they rejoin with: %s", h.Token(), displayName(names[1], 1), rejoin)}})
	if err != nil {
		return err
	}
	p := tea.NewProgram(m, screenOptions(ctx)...)
	_, runErr := p.Run()
	logw.set(true)
	if r := m.Result(); r != nil {
		fmt.Fprintln(out, stnet.ResultLine(r, names))
		lingerForResult(ctx, out, h, o.linger, rejoin)
		return nil
	}
	fmt.Fprintf(out, "The game is saved: continue it with %s (it listens on %s again; %s's seat: %s)\n",
		resumeCmd, addr, displayName(names[1], 1), rejoin)
	if runErr != nil && !errors.Is(runErr, tea.ErrProgramKilled) && !errors.Is(runErr, context.Canceled) {
		return fmt.Errorf("terminal: %w", runErr)
	}
	return nil
}

// waitStart waits for seat 2 to take its seat.
func waitStart(ctx context.Context, h *stnet.Host, serveErr <-chan error, wait time.Duration) error {
	var timeout <-chan time.Time
	if wait > 0 {
		timeout = time.After(wait)
	}
	select {
	case <-h.Started():
		return nil
	case err := <-serveErr:
		return fmt.Errorf("stopped listening: %v", err)
	case <-ctx.Done():
		return errors.New("interrupted while waiting for an opponent")
	case <-timeout:
		return fmt.Errorf("nobody joined within %v", wait)
	}
}

// hostBot plays seat 1 with the basic bot, printing events, and gives up
// when seat 2 stays away longer than wait.
// hostBotOptions: how long seat 2 may stay away, how long the table stays
// up after the game, the bot's pause before each decision, and the rejoin
// command to show.
type hostBotOptions struct {
	wait, linger, delay time.Duration
	rejoin              string
}

// slowBot pauses before each decision, so the game can be followed.
type slowBot struct {
	game.Bot
	delay time.Duration
}

func (b slowBot) Choose(v *game.View, d *game.Decision) game.Choice {
	time.Sleep(b.delay)
	return b.Bot.Choose(v, d)
}

func hostBot(ctx context.Context, w io.Writer, h *stnet.Host, lib *game.Library, o hostBotOptions) error {
	wait := o.wait
	// The bot's own randomness is not drawn from the game seed: the other
	// seat watches its choices.
	botSeed, err := newSeed()
	if err != nil {
		return err
	}
	b, err := game.NewBotWith(game.BotBasic, lib, botSeed)
	if err != nil {
		return err
	}
	if o.delay > 0 {
		b = slowBot{b, o.delay}
	}
	botCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	gone := make(chan struct{})
	go func() { // the watchdog: an empty seat for too long ends the wait
		defer close(gone)
		var away time.Time
		for {
			select {
			case <-botCtx.Done():
				return
			case <-time.After(100 * time.Millisecond):
			}
			if h.Connected() {
				away = time.Time{}
				continue
			}
			if away.IsZero() {
				away = time.Now()
			}
			if wait > 0 && time.Since(away) > wait {
				cancel()
				return
			}
		}
	}()
	r, err := stnet.RunBot(botCtx, h.LocalSeat(), b, w)
	cancel()
	<-gone
	if err != nil {
		if errors.Is(err, context.Canceled) && ctx.Err() != nil {
			return errors.New("interrupted; the game is saved (stccg host --resume)")
		}
		if errors.Is(err, context.Canceled) {
			return fmt.Errorf("player 2 did not come back within %v; the game is saved (stccg host --resume)", wait)
		}
		return err
	}
	fmt.Fprintln(w, stnet.ResultLine(r, h.Names()))
	lingerForResult(ctx, w, h, o.linger, o.rejoin)
	return nil
}

// lingerForResult keeps the table up after the game, at most linger, until
// seat 2 has been sent the result: a player who dropped just before the end
// rejoins with the token and reads it.
func lingerForResult(ctx context.Context, w io.Writer, h *stnet.Host, linger time.Duration, rejoin string) {
	select {
	case <-h.Delivered():
		return
	case <-time.After(time.Second): // the goodbye on its way
	}
	fmt.Fprintf(w, "# player 2 has not seen the end yet: the table stays up %v for them to rejoin and read the result (%s)\n", linger, rejoin)
	select {
	case <-h.Delivered():
		fmt.Fprintln(w, "# player 2 has seen the result")
	case <-time.After(linger):
		fmt.Fprintln(w, "# player 2 did not come back to see the end")
	case <-ctx.Done():
	}
}

func displayName(name string, p game.Player) string {
	if name == "" {
		return p.String()
	}
	return name
}

// portOf is the port of a listening address.
func portOf(addr string) string {
	if _, port, err := stdnet.SplitHostPort(addr); err == nil {
		return port
	}
	return addr
}
