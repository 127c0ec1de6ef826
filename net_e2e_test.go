package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	stdnet "net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stccg/stccg/game"
	stnet "github.com/stccg/stccg/net"
)

// These tests run the real binary as two processes on 127.0.0.1: a host
// and a joiner, bots on both seats or a scripted socket on one.

// proc is a running stccg with its output collected.
type proc struct {
	t    *testing.T
	cmd  *exec.Cmd
	mu   sync.Mutex
	out  bytes.Buffer
	done chan struct{}
	err  error
}

func (p *proc) output() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.out.String()
}

type procWriter struct{ p *proc }

func (w procWriter) Write(b []byte) (int, error) {
	w.p.mu.Lock()
	defer w.p.mu.Unlock()
	return w.p.out.Write(b)
}

// startProc runs bin with args, environment env added; it is killed when
// the test ends.
func startProc(t *testing.T, env []string, bin string, args ...string) *proc {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	p := &proc{t: t, cmd: exec.CommandContext(ctx, bin, args...), done: make(chan struct{})}
	p.cmd.Env = append(os.Environ(), env...)
	p.cmd.Stdout, p.cmd.Stderr = procWriter{p}, procWriter{p}
	if err := p.cmd.Start(); err != nil {
		cancel()
		t.Fatal(err)
	}
	go func() {
		p.err = p.cmd.Wait()
		close(p.done)
	}()
	t.Cleanup(func() {
		cancel()
		<-p.done
	})
	return p
}

// wait waits for the process to exit and returns its output.
func (p *proc) wait(what string) (string, error) {
	p.t.Helper()
	select {
	case <-p.done:
	case <-time.After(60 * time.Second):
		p.t.Fatalf("%s: still running after 60s:\n%s", what, lastLines(p.output(), 20))
	}
	return p.output(), p.err
}

// waitFor waits until the output matches re and returns the first group.
func (p *proc) waitFor(re *regexp.Regexp, what string) string {
	p.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if m := re.FindStringSubmatch(p.output()); m != nil {
			return m[len(m)-1]
		}
		select {
		case <-p.done:
			p.t.Fatalf("%s: the process ended first (%v):\n%s", what, p.err, p.output())
		case <-time.After(20 * time.Millisecond):
		}
	}
	p.t.Fatalf("%s: not in the output:\n%s", what, p.output())
	return ""
}

var (
	listenRe = regexp.MustCompile(`Listening on (127\.0\.0\.1:\d+)`)
	resultRe = regexp.MustCompile(`(?m)^Game over after .*$`)
	tokenRe  = regexp.MustCompile(`Seat 2 token: ([0-9a-f]{32})`)
)

func lastLines(s string, n int) string {
	ls := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(ls) > n {
		ls = ls[len(ls)-n:]
	}
	return strings.Join(ls, "\n")
}

// noCrash fails on the marks of a Go panic or stack trace.
func noCrash(t *testing.T, what, out string) {
	t.Helper()
	for _, bad := range []string{"panic:", "goroutine ", ".go:"} {
		if strings.Contains(out, bad) {
			t.Errorf("%s printed %q:\n%s", what, bad, lastLines(out, 30))
		}
	}
}

func stateEnv(t *testing.T) []string {
	return []string{stnet.StateDirEnv + "=" + t.TempDir()}
}

// Two processes play a whole game, bot against bot, and report the same
// result; the autosave holds it.
func TestNetTwoProcessGame(t *testing.T) {
	bin := buildBinary(t)
	save := filepath.Join(t.TempDir(), "game.json")
	env := stateEnv(t)
	host := startProc(t, env, bin, "host", "--open", "--bot", "--listen", "127.0.0.1:0", "--seed", "8", "--name", "Ann", "--save", save)
	addr := host.waitFor(listenRe, "the listening address")
	join := startProc(t, env, bin, "join", "--open", "--bot", addr, "--name", "Ben")
	jout, jerr := join.wait("join")
	hout, herr := host.wait("host")
	if jerr != nil || herr != nil {
		t.Fatalf("exit: host %v, join %v\nhost:\n%s\njoin:\n%s", herr, jerr, lastLines(hout, 10), lastLines(jout, 10))
	}
	hr, jr := resultRe.FindString(hout), resultRe.FindString(jout)
	if hr == "" || hr != jr {
		t.Fatalf("results: host %q, join %q", hr, jr)
	}
	if !strings.Contains(hr, "Ann") && !strings.Contains(hr, "Ben") && !strings.Contains(hr, "tie") {
		t.Errorf("the result names nobody: %q", hr)
	}
	noCrash(t, "host", hout)
	noCrash(t, "join", jout)
	s, err := stnet.ReadSave(save)
	if err != nil || s.Seed != 8 {
		t.Fatalf("the autosave: %+v %v", s, err)
	}
	lib, err := game.DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	if g, err := s.Verify(lib); err != nil || g.Result() == nil {
		t.Fatalf("the autosave does not replay to the end: %v", err)
	}
	// The joiner printed only what seat 2 may read: seat 1 draws blind.
	if strings.Contains(jout, "Ann draws a card.") == false || regexp.MustCompile(`Ann draws [^a0-9]`).MatchString(jout) {
		t.Error("the joiner's log shows Ann's draws")
	}
	t.Logf("%s (%d lines host, %d join)", hr, strings.Count(hout, "\n"), strings.Count(jout, "\n"))
}

// Connection failures, a bad deck, a full table and a wrong token give
// one clear line and a non-zero exit, never a stack trace.
func TestNetCommandErrors(t *testing.T) {
	bin := buildBinary(t)
	env := stateEnv(t)
	run := func(args ...string) (string, error) {
		p := startProc(t, env, bin, args...)
		return p.wait(strings.Join(args, " "))
	}
	ln, err := stdnet.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := ln.Addr().String()
	_ = ln.Close()
	badDeck := filepath.Join(t.TempDir(), "bad.txt")
	if err := os.WriteFile(badDeck, []byte("Missions:\n1x Earth, Cradle of the Federation\n"), 0o600); err != nil {
		t.Fatal(err)
	}

	host := startProc(t, env, bin, "host", "--open", "--bot", "--listen", "127.0.0.1:0", "--seed", "3")
	addr := host.waitFor(listenRe, "the listening address")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"join", "--open", closed}, "connection refused"},
		{[]string{"join", "--open", "--deck", badDeck, addr}, "the deck has problems"},
		{[]string{"join", "--open", "--token", "0123456789abcdef0123456789abcdef", addr}, "wrong token"},
		{[]string{"host", "--open", "--listen", "127.0.0.1:99999"}, "cannot listen"},
		{[]string{"host", "--open", "--deck", badDeck}, "the deck has problems"},
		{[]string{"host", "--open", "--resume", filepath.Join(t.TempDir(), "none.json")}, "--resume"},
	} {
		out, err := run(c.args...)
		if err == nil || !strings.Contains(out, c.want) {
			t.Errorf("%v: exit %v, output %q, want %q", c.args, err, out, c.want)
		}
		noCrash(t, fmt.Sprint(c.args), out)
	}
	// Seat 2 taken by a silent script: a second joiner finds the table full.
	c, err := stdnet.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	fmt.Fprintf(c, `{"cmd":"hello","version":1,"name":"Script","deck":{"cards":%s}}`+"\n", deckJSON(t, "klingon"))
	if !readType(t, c, "welcome") {
		t.Fatal("the script was not seated")
	}
	out, err := run("join", "--open", "--bot", addr)
	if err == nil || !strings.Contains(out, "the table is full") {
		t.Errorf("full table: exit %v, %q", err, out)
	}
	noCrash(t, "full table", out)
	noCrash(t, "host", host.output())
}

// Seat 2's connection drops mid-game; the host waits; `join --token`
// takes the seat back and the game finishes with the same result on both
// sides. Then the host is killed mid-game and `host --resume` carries on.
func TestNetReconnectAndResume(t *testing.T) {
	bin := buildBinary(t)
	env := stateEnv(t)
	save := filepath.Join(t.TempDir(), "game.json")
	host := startProc(t, env, bin, "host", "--open", "--bot", "--listen", "127.0.0.1:0", "--seed", "12", "--save", save)
	addr := host.waitFor(listenRe, "the listening address")

	// A script plays a few decisions of seat 2, then its connection drops.
	c, err := stdnet.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(c, `{"cmd":"hello","version":1,"name":"Ben","deck":{"cards":%s}}`+"\n", deckJSON(t, "klingon"))
	playScript(t, c, 10)
	_ = c.Close()
	token := host.waitFor(tokenRe, "the token")
	host.waitFor(regexp.MustCompile(`Ben has left`), "the host noticing")

	// The host is killed; a new one resumes the save; seat 2 rejoins.
	_ = host.cmd.Process.Signal(syscall.SIGKILL)
	<-host.done
	s, err := stnet.ReadSave(save)
	if err != nil || s.Token != token || len(s.Choices()) == 0 {
		t.Fatalf("the autosave after a crash: %v (token %q, %d choices)", err, s.Token, len(s.Choices()))
	}
	host2 := startProc(t, env, bin, "host", "--open", "--bot", "--listen", "127.0.0.1:0", "--resume", save)
	addr2 := host2.waitFor(listenRe, "the resumed host's address")
	join := startProc(t, env, bin, "join", "--open", "--bot", addr2, "--token", token)
	jout, jerr := join.wait("join")
	hout, herr := host2.wait("host")
	if jerr != nil || herr != nil {
		t.Fatalf("exit: host %v, join %v\nhost:\n%s\njoin:\n%s", herr, jerr, lastLines(hout, 10), lastLines(jout, 10))
	}
	if hr, jr := resultRe.FindString(hout), resultRe.FindString(jout); hr == "" || hr != jr {
		t.Fatalf("results: host %q, join %q", hr, jr)
	}
	// The rejoined seat got the log from the start of the game.
	if !strings.Contains(jout, "turn 0: ") {
		t.Error("the rejoined seat lacks the early log")
	}
	s2, err := stnet.ReadSave(save)
	if err != nil {
		t.Fatal(err)
	}
	lib, err := game.DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	if g, err := s2.Verify(lib); err != nil || g.Result() == nil || len(s2.Choices()) <= len(s.Choices()) {
		t.Fatalf("the resumed game is not saved to the end: %v", err)
	}
}

// The Python client printed in docs/protocol.md, run as it is against a
// real host, plays a whole game.
func TestNetDocScript(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 is not installed")
	}
	doc, err := os.ReadFile(filepath.Join("docs", "protocol.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, tcp, ok := strings.Cut(string(doc), "\n## TCP play")
	_, code, ok2 := strings.Cut(tcp, "```python\n")
	code, _, ok3 := strings.Cut(code, "```")
	if !ok || !ok2 || !ok3 {
		t.Fatal("no python block in the TCP play section of docs/protocol.md")
	}
	script := filepath.Join(t.TempDir(), "client.py")
	if err := os.WriteFile(script, []byte(code), 0o600); err != nil {
		t.Fatal(err)
	}
	bin := buildBinary(t)
	env := append(stateEnv(t), "PATH="+filepath.Dir(bin)+string(os.PathListSeparator)+os.Getenv("PATH"))
	host := startProc(t, env, bin, "host", "--open", "--bot", "--listen", "127.0.0.1:0", "--seed", "4")
	addr := host.waitFor(listenRe, "the listening address")
	hostName, port, _ := stdnet.SplitHostPort(addr)
	client := startProc(t, env, py, script, hostName, port)
	cout, cerr := client.wait("the script")
	hout, herr := host.wait("host")
	if cerr != nil || herr != nil {
		t.Fatalf("exit: script %v, host %v\nscript:\n%s\nhost:\n%s", cerr, herr, lastLines(cout, 10), lastLines(hout, 10))
	}
	if strings.Contains(cout, "refused:") || !strings.Contains(cout, "the game is over") {
		t.Fatalf("the script did not play cleanly:\n%s", lastLines(cout, 15))
	}
	if resultRe.FindString(hout) == "" {
		t.Fatalf("no result from the host:\n%s", lastLines(hout, 10))
	}
}

// deckJSON is a sample deck's card lines as a JSON array.
func deckJSON(t *testing.T, name string) string {
	t.Helper()
	lib := mustLib(t)
	list, err := (deckLoader{lib: lib, warn: io.Discard}).load("deck", name)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(stnet.SpecOf(list).Cards)
	return string(b)
}

// readType reads messages until one of type typ (true) or an error/EOF.
func readType(t *testing.T, c stdnet.Conn, typ string) bool {
	t.Helper()
	br := bufio.NewReader(c)
	for {
		_ = c.SetReadDeadline(time.Now().Add(5 * time.Second))
		line, err := br.ReadString('\n')
		if err != nil {
			return false
		}
		var m struct{ Type string }
		if json.Unmarshal([]byte(line), &m) == nil && m.Type == typ {
			return true
		}
	}
}

// playScript answers n decisions of seat 2 with the first options.
func playScript(t *testing.T, c stdnet.Conn, n int) {
	t.Helper()
	br := bufio.NewReaderSize(c, 1<<16)
	for n > 0 {
		_ = c.SetReadDeadline(time.Now().Add(5 * time.Second))
		line, err := br.ReadString('\n')
		if err != nil && err != io.EOF {
			t.Fatalf("script: %v", err)
		}
		var m struct {
			Type    string
			Error   string
			Pending *struct{ ID, Min int }
		}
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("script: %v in %q", err, line)
		}
		if m.Type == "error" || m.Type == "bye" {
			t.Fatalf("script: %s %s", m.Type, m.Error)
		}
		if m.Type == "update" && m.Pending != nil {
			picks := make([]int, m.Pending.Min)
			for i := range picks {
				picks[i] = i
			}
			b, _ := json.Marshal(map[string]any{"cmd": "choose", "decision": m.Pending.ID, "picks": picks})
			if _, err := c.Write(append(b, '\n')); err != nil {
				t.Fatal(err)
			}
			n--
		}
	}
}

func mustLib(t *testing.T) *game.Library {
	t.Helper()
	lib, err := game.DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	return lib
}

// TestTmuxNetworkSeat plays seat 2 in the real TUI (tmux, 80×24) against
// a bot host: the board shows at once with no hand-off screen, the other
// seat's moves arrive by themselves, keys answer our decisions; quitting
// leaves the seat, and `join --bot --token` finishes the game from there.
func TestTmuxNetworkSeat(t *testing.T) {
	needTmux(t)
	bin := buildBinary(t)
	env := stateEnv(t)
	host := startProc(t, env, bin, "host", "--open", "--bot", "--listen", "127.0.0.1:0", "--seed", "6", "--name", "Ann")
	addr := host.waitFor(listenRe, "the listening address")
	s := startTmux(t, 80, 24, fmt.Sprintf("env %s %s join --open %s --name Ben", env[0], bin, addr))
	scr := s.waitText("you: Ben · vs Ann")
	if strings.Contains(scr, "Pass to") || strings.Contains(scr, "seed") {
		t.Fatalf("the first screen:\n%s", scr)
	}
	// Draw when it is our play-and-draw segment: the bot's turn passes by
	// itself first if it goes first.
	scr = s.waitText("▶ Ben: Play and draw cards")
	before := screenInt(t, scr, `counters (\d+)`)
	s.send("d")
	scr = s.waitFor("a drawn card", func(scr string) bool {
		return strings.Contains(scr, fmt.Sprintf("counters %d", before-1))
	})
	if strings.Contains(scr, "Pass to") {
		t.Fatalf("a hand-off screen in network play:\n%s", scr)
	}
	s.send("q")
	s.waitText("Quit the game?")
	s.send("y")
	s.waitExit()
	scr = s.capture()
	m := regexp.MustCompile(`--token ([0-9a-f]{32})`).FindStringSubmatch(scr)
	if m == nil {
		t.Fatalf("no rejoin hint after quitting:\n%s", scr)
	}
	host.waitFor(regexp.MustCompile(`Ben has left`), "the host noticing")
	join := startProc(t, env, bin, "join", "--open", "--bot", addr, "--token", m[1])
	jout, jerr := join.wait("join")
	hout, herr := host.wait("host")
	if jerr != nil || herr != nil {
		t.Fatalf("exit: host %v, join %v\nhost:\n%s\njoin:\n%s", herr, jerr, lastLines(hout, 10), lastLines(jout, 10))
	}
	if hr, jr := resultRe.FindString(hout), resultRe.FindString(jout); hr == "" || hr != jr {
		t.Fatalf("results: host %q, join %q", hr, jr)
	}
}

// A flood of idle connections (far more than the host lets wait for a
// hello) while seat 2's player rejoins with --token: the player gets back
// in, and the --bot host plays the game to its end instead of giving up.
func TestNetRejoinDuringIdleFlood(t *testing.T) {
	bin := buildBinary(t)
	env := stateEnv(t)
	host := startProc(t, env, bin, "host", "--open", "--bot", "--listen", "127.0.0.1:0", "--seed", "13")
	addr := host.waitFor(listenRe, "the listening address")
	c, err := stdnet.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(c, `{"cmd":"hello","version":1,"name":"Ben","deck":{"cards":%s}}`+"\n", deckJSON(t, "klingon"))
	playScript(t, c, 6)
	_ = c.Close()
	token := host.waitFor(tokenRe, "the token")
	host.waitFor(regexp.MustCompile(`Ben has left`), "the host noticing")

	// 100 connections that never say a word, each dialled again soon after
	// the host closes it.
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	var wg, dialled sync.WaitGroup
	for range 100 {
		wg.Add(1)
		dialled.Add(1)
		go func() {
			defer wg.Done()
			first := true
			for ctx.Err() == nil {
				idle, err := (&stdnet.Dialer{}).DialContext(ctx, "tcp", addr)
				if first {
					dialled.Done()
					first = false
				}
				if err != nil {
					time.Sleep(10 * time.Millisecond)
					continue
				}
				go func() { <-ctx.Done(); _ = idle.Close() }()
				_, _ = io.Copy(io.Discard, idle) // until the host lets go
				_ = idle.Close()
				time.Sleep(20 * time.Millisecond)
			}
		}()
	}
	dialled.Wait()
	time.Sleep(200 * time.Millisecond)

	join := startProc(t, env, bin, "join", "--open", "--bot", addr, "--token", token)
	jout, jerr := join.wait("join")
	hout, herr := host.wait("host")
	stop()
	wg.Wait()
	if jerr != nil || herr != nil {
		t.Fatalf("exit: host %v, join %v\nhost:\n%s\njoin:\n%s", herr, jerr, lastLines(hout, 10), lastLines(jout, 10))
	}
	if hr, jr := resultRe.FindString(hout), resultRe.FindString(jout); hr == "" || hr != jr {
		t.Fatalf("results: host %q, join %q", hr, jr)
	}
	noCrash(t, "host", hout)
}
