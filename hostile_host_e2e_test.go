package main

import (
	"bufio"
	"fmt"
	stdnet "net"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	stnet "github.com/stccg/stccg/net"
)

// A hostile host against the real `stccg join`: every field of every
// message is checked before use (a welcome for seat 0 or a result won by
// player 0 crashed the joiner), and no peer text puts a control or
// invisible character on the joiner's terminal.

const (
	hostileWelcome = `{"ok":true,"type":"welcome","version":1,"seat":2,"token":"00112233445566778899aabbccddeeff","text":"\u001b]0;pwned\u0007\u001b[2J\u001b[31mWelcome\u202e"}`
	hostileView    = `{"ok":true,"type":"update","view":{"me":2,"turn":1,"active":1,"first":1,"segment":"play and draw cards","counters":7,"players":[{"name":"\u001b[1mAnn\u200b\u2028","score":0,"hand_count":7,"deck_count":30,"dilemma_count":20,"discard":[],"core":[],"brig":[],"missions":[]},{"name":"Ben","score":0,"hand_count":0,"deck_count":30,"dilemma_count":20,"discard":[],"core":[],"brig":[],"missions":[]}],"waiting":1},"events":[{"seq":1,"turn":1,"kind":"setup","player":0,"text":"\u001b]0;pwned\u0007\u001b[2JThe game begins.\u202e"}],"waiting":1}`
	hostileEnd     = `{"ok":true,"type":"update","events":[{"seq":2,"turn":1,"kind":"game-over","player":1,"text":"Ann wins\u0007\u001b[5m."}],"result":{"winner":1,"tie":false,"reason":"missions\u001b[2J","scores":[100,0],"turns":1},"seed":7}`
	hostileBye     = `{"ok":true,"type":"bye","text":"the game is over\u001b[2J"}`
)

// fakeHost serves lines to every connection after its hello, then holds
// the connection open for a while.
func fakeHost(t *testing.T, lines ...string) string {
	t.Helper()
	ln, err := stdnet.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				_ = c.SetDeadline(time.Now().Add(20 * time.Second))
				br := bufio.NewReader(c)
				if _, err := br.ReadString('\n'); err != nil {
					return
				}
				for _, l := range lines {
					if _, err := c.Write([]byte(l + "\n")); err != nil {
						return
					}
				}
				for { // read pings and choices until the joiner goes
					if _, err := br.ReadString('\n'); err != nil {
						return
					}
				}
			}()
		}
	}()
	return ln.Addr().String()
}

// hidden are the characters a hostile host tried to print.
var hidden = []string{"\x1b", "\x07", "\u202e", "\u200b", "\u2028"}

func TestJoinAgainstHostileHost(t *testing.T) {
	bin := buildBinary(t)
	for _, c := range []struct {
		name  string
		lines []string
		ok    bool   // the game ends normally
		want  string // in the output
	}{
		{"seat 0", []string{strings.Replace(hostileWelcome, `"seat":2`, `"seat":0`, 1), hostileView}, false, "bad message"},
		{"seat 1", []string{strings.Replace(hostileWelcome, `"seat":2`, `"seat":1`, 1), hostileView}, false, "bad message"},
		{"winner 0", []string{hostileWelcome, hostileView, strings.Replace(hostileEnd, `"winner":1`, `"winner":0`, 1), hostileBye}, false, "bad message"},
		{"active 0", []string{hostileWelcome, strings.Replace(hostileView, `"active":1`, `"active":0`, 1)}, false, "bad message"},
		{"escapes", []string{hostileWelcome, hostileView, hostileEnd, hostileBye}, true, "Game over after 1 turns"},
	} {
		t.Run(c.name, func(t *testing.T) {
			addr := fakeHost(t, c.lines...)
			out, err := runBounded(t, bin, 20*time.Second, "join", "--open", "--bot", addr)
			if (err == nil) != c.ok || !strings.Contains(out, c.want) {
				t.Errorf("exit %v, want ok=%v and %q in:\n%q", err, c.ok, c.want, lastLines(out, 10))
			}
			noCrash(t, "join", out)
			for _, h := range hidden {
				if strings.Contains(out, h) {
					t.Errorf("%q reached the joiner's terminal:\n%q", h, out)
				}
			}
		})
	}
}

// The joiner's screen (tmux): a result won by player 0 is refused with a
// message, not a crash; escape sequences neither retitle the terminal nor
// show.
func TestTmuxJoinAgainstHostileHost(t *testing.T) {
	needTmux(t)
	bin := buildBinary(t)
	addr := fakeHost(t, hostileWelcome, hostileView, strings.Replace(hostileEnd, `"winner":1`, `"winner":0`, 1))
	s := startTmux(t, 100, 30, "env TERM=xterm-256color "+bin+" join --open "+addr)
	scr := s.waitText("bad message")
	if title := s.tmux("display-message", "-p", "-t", "play", "#{pane_title}"); strings.Contains(title, "pwned") {
		t.Errorf("the host retitled the terminal: %q", title)
	}
	if strings.Contains(scr, "panic") || !strings.Contains(scr, "The game begins.") {
		t.Errorf("the screen:\n%s", scr)
	}
}

// A joiner's name and deck name reach the host's terminal (and the save,
// and seat 1's view) without escape sequences or spoofing characters.
func TestHostAgainstHostileJoiner(t *testing.T) {
	bin := buildBinary(t)
	save := filepath.Join(t.TempDir(), "game.json")
	host := startProc(t, stateEnv(t), bin, "host", "--open", "--bot", "--listen", "127.0.0.1:0", "--save", save)
	addr := host.waitFor(listenRe, "the listening address")
	c, err := stdnet.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(c, `{"cmd":"hello","version":1,"name":"\u001b]0;pwned\u0007\u202eEve\u200b\u2028x","deck":{"name":"\u001b[2JDeck\u2066","cards":%s}}`+"\n", deckJSON(t, "klingon"))
	playScript(t, c, 5)
	_ = c.Close()
	host.waitFor(regexp.MustCompile(`has left`), "the host noticing")
	out := host.output()
	for _, h := range hidden {
		if strings.Contains(out, h) {
			t.Errorf("%q reached the host's terminal:\n%q", h, lastLines(out, 10))
		}
	}
	if !strings.Contains(out, "Eve x joined") {
		t.Errorf("the joiner's name is not shown cleaned:\n%s", lastLines(out, 10))
	}
	s, err := stnet.ReadSave(save)
	if err != nil || s.Names[1] != "Eve x" {
		t.Errorf("saved names %q (%v)", s.Names, err)
	}
}
