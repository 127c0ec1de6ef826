package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	stdnet "net"
	"os"
	"os/signal"
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
	listen  string
	deck    string
	seed    uint64
	seedSet bool
	name    string
	bot     bool
	resume  string
	save    string
	wait    time.Duration
}

func newHostCmd() *cobra.Command {
	var o hostOptions
	cmd := &cobra.Command{
		Use:   "host",
		Short: "Host a game over TCP and wait for one opponent (stccg join)",
		Long: `Host a two-player game over TCP. You play Player 1 on this terminal; the
other player runs ` + "`stccg join HOST:PORT`" + ` and plays Player 2 on theirs.
Each side sees only its own secrets. This host runs the game: if the other
player's connection drops, the game waits for them to rejoin with the token
they were given. The game is saved after every decision; --resume FILE
continues a saved game. The protocol is in docs/protocol.md ("TCP play").`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			o.seedSet = cmd.Flags().Changed("seed")
			return runHost(cmd, o)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.listen, "listen", ":"+strconv.Itoa(stnet.DefaultPort), "address to listen on (\":0\" picks a free port)")
	f.StringVar(&o.deck, "deck", "federation", "your deck: a deck file or a sample name")
	f.Uint64Var(&o.seed, "seed", 0, "game seed, for replays and tests (default: a random one; never give one to a game against someone you do not trust)")
	f.StringVar(&o.name, "name", "", "your name")
	f.BoolVar(&o.bot, "bot", false, "let the basic bot play your seat, printing events as lines (no screen)")
	f.StringVar(&o.resume, "resume", "", "continue the game saved in FILE (deck, seed and names come from it)")
	f.StringVar(&o.save, "save", "", "autosave to FILE (default: a new file in $"+stnet.StateDirEnv+", $XDG_STATE_HOME/stccg or the user config dir)")
	f.DurationVar(&o.wait, "wait", 0, "give up when no opponent is connected for this long (0: wait forever; --bot default 10m)")
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
	lib, err := game.DefaultLibrary()
	if err != nil {
		return err
	}
	cfg := stnet.HostConfig{Lib: lib, Name: o.name, Seed: o.seed}
	if o.resume != "" {
		s, err := stnet.ReadSave(o.resume)
		if err != nil {
			return fmt.Errorf("--resume: %w", err)
		}
		cfg.Resume = s
		if o.save == "" {
			o.save = o.resume
		}
	} else {
		if len([]rune(o.name)) > stnet.MaxName {
			return fmt.Errorf("--name: %q is longer than %d characters", o.name, stnet.MaxName)
		}
		if cfg.Deck, err = loadDeck(lib, "deck", o.deck); err != nil {
			return err
		}
		if !o.seedSet {
			if cfg.Seed, err = newSeed(); err != nil {
				return err
			}
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
	logw := &lockedWriter{w: out, on: true}
	cfg.Log = func(s string) { logw.line("# " + s) }
	h, err := stnet.NewHost(cfg)
	if err != nil {
		return err
	}
	ln, err := stdnet.Listen("tcp", o.listen)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %v", o.listen, err)
	}
	serveErr := make(chan error, 1)
	go func() { serveErr <- h.Serve(ln) }()
	defer h.Close()

	ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt)
	defer stop()

	addr := ln.Addr().String()
	fmt.Fprintf(out, "Listening on %s\n", addr)
	fmt.Fprintf(out, "Autosaving to %s (continue it with: stccg host --resume %s)\n", o.save, o.save)
	if cfg.Resume != nil {
		names := h.Names()
		fmt.Fprintf(out, "Resuming a saved game: waiting for %s to rejoin with: stccg join HOST:%s --token %s\n",
			displayName(names[1], 1), portOf(addr), h.Token())
	} else {
		fmt.Fprintf(out, "Waiting for an opponent: stccg join HOST:%s (HOST is this machine's address)\n", portOf(addr))
	}
	wait := o.wait
	if wait == 0 && o.bot {
		wait = 10 * time.Minute
	}
	if err := waitStart(ctx, h, serveErr, wait); err != nil {
		return err
	}
	fmt.Fprintf(out, "Seat 2 token: %s (its player rejoins with: stccg join HOST:%s --token %s)\n", h.Token(), portOf(addr), h.Token())

	if o.bot {
		return hostBot(ctx, logw, h, lib, wait)
	}
	logw.set(false) // the screen shows the news from now on
	names := h.Names()
	m, err := tui.New(tui.Config{Lib: lib, Session: h.LocalSeat(), Intro: []string{
		fmt.Sprintf("You host this game as Player 1 against %s. It is saved after every decision: stccg host --resume %s",
			displayName(names[1], 1), o.save)}})
	if err != nil {
		return err
	}
	p := tea.NewProgram(m, tea.WithAltScreen(), tea.WithMouseCellMotion(), tea.WithContext(ctx))
	_, runErr := p.Run()
	logw.set(true)
	if r := m.Result(); r != nil {
		h.WaitDelivered(3 * time.Second)
		fmt.Fprintln(out, stnet.ResultLine(r, names))
		return nil
	}
	fmt.Fprintf(out, "The game is saved: continue it with stccg host --resume %s\n", o.save)
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
func hostBot(ctx context.Context, w io.Writer, h *stnet.Host, lib *game.Library, wait time.Duration) error {
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
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	gone := make(chan struct{})
	go func() { // the watchdog: an empty seat for too long ends the wait
		defer close(gone)
		var away time.Time
		for {
			select {
			case <-ctx.Done():
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
	r, err := stnet.RunBot(ctx, h.LocalSeat(), b, w)
	cancel()
	<-gone
	if err != nil {
		if errors.Is(err, context.Canceled) {
			return fmt.Errorf("player 2 did not come back within %v; the game is saved (stccg host --resume)", wait)
		}
		return err
	}
	if !h.WaitDelivered(5 * time.Second) {
		fmt.Fprintln(w, "# player 2 was not there to see the end")
	}
	fmt.Fprintln(w, stnet.ResultLine(r, h.Names()))
	return nil
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
