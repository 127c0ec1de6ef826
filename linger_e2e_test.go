package main

import (
	"bufio"
	"fmt"
	"io"
	stdnet "net"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stccg/stccg/game"
	stnet "github.com/stccg/stccg/net"
)

// lastForcedByHost finds a bot game whose last decision is the host's
// (Player 1) and has one legal answer, and returns it saved just before
// that decision: whoever plays seat 1 ends the game with it.
func lastForcedByHost(t *testing.T) (*stnet.Save, *game.Result) {
	t.Helper()
	lib := mustLib(t)
	var lists [2]game.DeckList
	for p, name := range []string{"federation", "klingon"} {
		l, err := (deckLoader{lib: lib, warn: io.Discard}).load("deck", name)
		if err != nil {
			t.Fatal(err)
		}
		lists[p] = l
	}
	for seed := uint64(1); seed < 1000; seed++ {
		setup := game.Setup{Decks: lists, Names: [2]string{"Ann", "Ben"}, Seed: seed}
		g, err := game.New(lib, setup)
		if err != nil {
			t.Fatal(err)
		}
		var bots [2]game.Bot
		for p := range bots {
			bots[p], _ = game.NewBotWith(game.BotBasic, lib, seed+uint64(p))
		}
		var last *game.Decision
		for d := g.Pending(); d != nil; d = g.Pending() {
			last = d
			v := g.View(d.Player)
			if _, err := g.Choose(d.Player, bots[d.Player].Choose(&v, d)); err != nil {
				t.Fatal(err)
			}
		}
		if last.Player != stnet.HostSeat || len(last.Options) != 1 || last.Min != 1 {
			continue
		}
		choices := g.Choices()
		tok, _ := stnet.NewToken()
		s, err := stnet.BuildSave(lib, stnet.Save{Seed: seed, Names: setup.Names,
			Decks: [2]stnet.DeckSpec{stnet.SpecOf(lists[0]), stnet.SpecOf(lists[1])}, Token: tok}, choices[:len(choices)-1])
		if err != nil {
			t.Fatal(err)
		}
		return s, g.Result()
	}
	t.Fatal("no bot game ends on a forced decision of the host")
	return nil, nil
}

// The game ends while seat 2's player is away: the host keeps the table
// up (--linger) instead of leaving within seconds, and the player who
// rejoins with the token reads the result.
func TestNetHostLingersForResult(t *testing.T) {
	bin := buildBinary(t)
	env := stateEnv(t)
	s, want := lastForcedByHost(t)
	path := filepath.Join(t.TempDir(), "game.json")
	if err := stnet.WriteSave(path, s); err != nil {
		t.Fatal(err)
	}
	host := startProc(t, env, bin, "host", "--open", "--bot", "--listen", "127.0.0.1:0", "--resume", path, "--bot-delay", "300ms", "--linger", "30s")
	addr := host.waitFor(listenRe, "the listening address")

	// Seat 2 comes back, and is gone again before the host's last move.
	c, err := stdnet.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(c, `{"cmd":"hello","version":1,"token":"%s"}`+"\n", s.Token)
	line, err := bufio.NewReader(c).ReadString('\n')
	if err != nil || !strings.Contains(line, `"welcome"`) {
		t.Fatalf("no welcome: %q %v", line, err)
	}
	_ = c.Close()

	host.waitFor(regexp.MustCompile(`table stays up`), "the host keeping the table up")
	join := startProc(t, env, bin, "join", "--open", "--bot", addr, "--token", s.Token)
	jout, jerr := join.wait("join")
	hout, herr := host.wait("host")
	if jerr != nil || herr != nil {
		t.Fatalf("exit: host %v, join %v\nhost:\n%s\njoin:\n%s", herr, jerr, lastLines(hout, 10), lastLines(jout, 10))
	}
	wantLine := stnet.ResultLine(want, s.Names)
	if !strings.Contains(jout, wantLine) || !strings.Contains(hout, wantLine) {
		t.Errorf("want %q on both sides\nhost:\n%s\njoin:\n%s", wantLine, lastLines(hout, 5), lastLines(jout, 5))
	}
	if !strings.Contains(hout, "has seen the result") {
		t.Errorf("the host did not see seat 2 read the result:\n%s", lastLines(hout, 5))
	}
}
