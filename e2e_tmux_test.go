package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
)

// These tests run the real binary in a detached tmux session, type keys
// into it and read the screen back with capture-pane, as a player would.

// tmuxSession is one program running in a private tmux server.
type tmuxSession struct {
	t    *testing.T
	sock string
	w, h int
}

func needTmux(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed")
	}
}

// buildBinary builds stccg into a temporary directory.
func buildBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "stccg")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	if out, err := exec.Command(bin, "play", "--help").CombinedOutput(); err != nil {
		t.Fatalf("stccg play does not run (%v: %s): newRootCmd in main.go needs "+
			"root.RunE = runPlay; addPlayFlags(root); root.AddCommand(newPlayCmd())", err, out)
	}
	return bin
}

// startTmux runs command (a shell command line) in a w×h tmux window.
func startTmux(t *testing.T, w, h int, command string) *tmuxSession {
	t.Helper()
	dir, err := os.MkdirTemp("", "stccg-tmux")
	if err != nil {
		t.Fatal(err)
	}
	s := &tmuxSession{t: t, sock: filepath.Join(dir, "sock"), w: w, h: h}
	t.Cleanup(func() {
		_ = exec.Command("tmux", "-S", s.sock, "kill-server").Run()
		os.RemoveAll(dir)
	})
	s.tmux("-f", "/dev/null", "new-session", "-d", "-s", "play", "-x", strconv.Itoa(w), "-y", strconv.Itoa(h), command)
	s.tmux("set-option", "-t", "play", "remain-on-exit", "on")
	return s
}

func (s *tmuxSession) tmux(args ...string) string {
	s.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-S", s.sock}, args...)...).CombinedOutput()
	if err != nil {
		s.t.Fatalf("tmux %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// send types keys (tmux key names: "Enter", "d", "Space" ...) one by one.
func (s *tmuxSession) send(keys ...string) {
	for _, k := range keys {
		s.tmux("send-keys", "-t", "play", k)
	}
}

func (s *tmuxSession) capture() string { return s.tmux("capture-pane", "-p", "-t", "play") }

// readTime is how long the tests look at a screen before typing.
const readTime = 400 * time.Millisecond

// waitFor polls the screen until ok accepts it, and returns that screen.
func (s *tmuxSession) waitFor(what string, ok func(screen string) bool) string {
	s.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		scr := s.capture()
		if ok(scr) {
			s.checkWidth(scr)
			// A person reads the screen before typing: a key that comes
			// sooner after a new decision shows is read against the one
			// before (tui/renumber.go, settleTime).
			time.Sleep(readTime)
			return scr
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("%dx%d: timed out waiting for %s; the screen is:\n%s", s.w, s.h, what, scr)
		}
		time.Sleep(40 * time.Millisecond)
	}
}

// waitExit waits until the program has exited (its pane stays, dead).
func (s *tmuxSession) waitExit() {
	s.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for strings.TrimSpace(s.tmux("display-message", "-p", "-t", "play", "#{pane_dead}")) != "1" {
		if time.Now().After(deadline) {
			s.t.Fatalf("%dx%d: the program did not exit; the screen is:\n%s", s.w, s.h, s.capture())
		}
		time.Sleep(40 * time.Millisecond)
	}
}

func (s *tmuxSession) waitText(text string) string {
	s.t.Helper()
	return s.waitFor(fmt.Sprintf("%q", text), func(scr string) bool { return strings.Contains(scr, text) })
}

func (s *tmuxSession) checkWidth(scr string) {
	s.t.Helper()
	lines := strings.Split(strings.TrimRight(scr, "\n"), "\n")
	if len(lines) > s.h {
		s.t.Errorf("%dx%d: %d lines on screen", s.w, s.h, len(lines))
	}
	for i, l := range lines {
		if n := ansi.StringWidth(l); n > s.w {
			s.t.Errorf("%dx%d: line %d is %d cells wide: %q", s.w, s.h, i+1, n, l)
		}
	}
}

// screenInt reads the first number after label on the screen.
func screenInt(t *testing.T, scr, pattern string) int {
	t.Helper()
	m := regexp.MustCompile(pattern).FindStringSubmatch(scr)
	if m == nil {
		t.Fatalf("no %q on the screen:\n%s", pattern, scr)
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// deckNames are the names of every draw-deck card and mission of the
// sample decks, which a hand-off screen must not show.
func deckNames(t *testing.T, lib *game.Library, samples ...string) (cards, missions []string) {
	t.Helper()
	for _, s := range samples {
		d, err := decks.Load(lib, s)
		if err != nil {
			t.Fatal(err)
		}
		l := d.List()
		for _, c := range l.Draw {
			cards = append(cards, c.Name())
		}
		for _, c := range l.Missions {
			missions = append(missions, c.Title)
		}
	}
	return cards, missions
}

// prefix is the first n characters of s: what a narrow column still shows.
func prefix(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		r = r[:n]
	}
	return string(r)
}

// region is the lines of scr from the first line starting with from up to
// (not including) the first later line starting with to.
func region(scr, from, to string) string {
	var out []string
	in := false
	for _, l := range strings.Split(scr, "\n") {
		switch {
		case strings.HasPrefix(l, from):
			in = true
		case in && strings.HasPrefix(l, to):
			return strings.Join(out, "\n")
		}
		if in {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

var playOption = regexp.MustCompile(`(?m)^> (\d+)\. Play (.+?) \(cost (\d+)\) at `)

// TestTmuxHotSeat plays the start of a hot-seat game at 160×48 and 80×24:
// the board, a draw, a personnel played to the headquarters, the end of
// the turn and the hand-off to the other player, then quits.
func TestTmuxHotSeat(t *testing.T) {
	needTmux(t)
	bin := buildBinary(t)
	lib, err := game.DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	cards, missions := deckNames(t, lib, "federation", "klingon")
	for _, sz := range [][2]int{{160, 48}, {80, 24}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			s := startTmux(t, sz[0], sz[1], "env TERM=xterm-256color "+bin+" play --seed 7 --names Ann,Ben --deck1 federation --deck2 klingon")

			// The first screen hands the keyboard to whoever goes first.
			scr := s.waitText("press Enter")
			noSecrets(t, scr, cards, missions)
			first := regexp.MustCompile(`Pass to (\w+)`).FindStringSubmatch(scr)[1]
			s.send("Enter")
			scr = s.waitText("Hand (")

			for _, m := range missions {
				if !strings.Contains(scr, prefix(m, 10)) {
					t.Errorf("mission %q is not on the board:\n%s", m, scr)
				}
			}
			for _, pane := range []string{"Core", "Brig"} {
				if !strings.Contains(scr, pane) {
					t.Errorf("no %s pane:\n%s", pane, scr)
				}
			}
			if !strings.Contains(scr, "counters 7") {
				t.Errorf("counters are not 7 at the start of the turn:\n%s", scr)
			}
			hand := screenInt(t, scr, `Hand \((\d+)\)`)

			// Draw a card: the hand grows by one, the counters drop by one.
			s.send("d")
			scr = s.waitText("counters 6")
			if got := screenInt(t, scr, `Hand \((\d+)\)`); got != hand+1 {
				t.Errorf("hand %d after a draw, want %d", got, hand+1)
			}

			// Play a personnel: p moves to the next play option.
			name, cost := "", 0
			for range 12 {
				before := cursorLine(scr)
				s.send("p")
				scr = s.waitFor("the cursor to move", func(scr string) bool { return cursorLine(scr) != before })
				m := playOption.FindStringSubmatch(scr)
				if m == nil {
					continue
				}
				if c, err := lib.Find(m[2]); err == nil && c.Type == game.Personnel {
					name, cost = m[2], atoi(m[3])
					break
				}
			}
			if name == "" {
				t.Fatalf("p never reached a personnel to play:\n%s", scr)
			}
			s.send("Enter")
			scr = s.waitText(fmt.Sprintf("counters %d", 6-cost))
			mine := region(scr, "YOU", "Hand (")
			if !strings.Contains(mine, prefix(name, 10)) {
				t.Errorf("%s is not at the headquarters on my side:\n%s", name, mine)
			}

			// Spend the counters, end both segments, discard down to seven.
			for c := 6 - cost; c > 0; c-- {
				s.send("d")
				s.waitText(fmt.Sprintf("counters %d", c-1))
			}
			s.send("e")
			s.waitText("execute orders")
			s.send("e")
			scr = s.waitFor("discard or hand-off", func(scr string) bool {
				return strings.Contains(scr, "Discard ") || strings.Contains(scr, "Pass to")
			})
			if strings.Contains(scr, "Discard ") {
				n := screenInt(t, scr, `Discard (\d+) card`)
				for i := 1; i <= n; i++ {
					s.send(strconv.Itoa(i))
					s.waitText(fmt.Sprintf("%d of %d chosen", i, n)) // one key at a time: bursts are tested elsewhere
				}
				s.send("Enter")
			}

			// The other player's turn: a hand-off screen without any card.
			scr = s.waitText("Pass to")
			if strings.Contains(scr, "Pass to "+first) {
				t.Errorf("hand-off back to %s, want the other player:\n%s", first, scr)
			}
			noSecrets(t, scr, cards, missions)
			s.send("Enter")
			scr = s.waitText("Hand (")
			if !strings.Contains(scr, "counters 7") {
				t.Errorf("counters are not 7 at the start of the second turn:\n%s", scr)
			}

			// Quit after the confirm; the alt screen is gone afterwards.
			s.send("q")
			s.waitText("Quit the game?")
			s.send("y")
			s.waitExit()
			if scr = s.tmux("capture-pane", "-p", "-S", "-", "-t", "play"); !strings.Contains(scr, "replay with") || strings.Contains(scr, "Hand (") {
				t.Errorf("after quitting the terminal should show the seed to replay and no board:\n%s", scr)
			}
		})
	}
}

// cursorLine is the prompt line under the cursor.
func cursorLine(scr string) string {
	for _, l := range strings.Split(scr, "\n") {
		if strings.HasPrefix(l, "> ") {
			return l
		}
	}
	return ""
}

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

// noSecrets fails when a hand-off screen shows any card name.
func noSecrets(t *testing.T, scr string, cards, missions []string) {
	t.Helper()
	for _, n := range append(cards, missions...) {
		if strings.Contains(scr, n) {
			t.Errorf("the hand-off screen shows %q:\n%s", n, scr)
		}
	}
}

var colourSGR = regexp.MustCompile(`\x1b\[([0-9;]*)m`)

// hasColour reports whether the escape codes in s set a colour.
func hasColour(s string) bool {
	for _, m := range colourSGR.FindAllStringSubmatch(s, -1) {
		ps := strings.Split(m[1], ";")
		for _, p := range ps {
			n, err := strconv.Atoi(p)
			if err != nil {
				continue
			}
			if (n >= 30 && n <= 38) || (n >= 40 && n <= 48) || (n >= 90 && n <= 97) || (n >= 100 && n <= 107) {
				return true
			}
		}
	}
	return false
}

// TestTmuxNoColor: NO_COLOR=1 leaves no colour escape codes on a terminal
// that shows colours otherwise.
func TestTmuxNoColor(t *testing.T) {
	needTmux(t)
	bin := buildBinary(t)
	for _, noColor := range []bool{true, false} {
		// termenv treats CI=... as "no terminal": unset it, so that only
		// NO_COLOR decides.
		env := "env -u CI -u NO_COLOR TERM=xterm-256color "
		if noColor {
			env = "env -u CI NO_COLOR=1 TERM=xterm-256color "
		}
		s := startTmux(t, 100, 30, env+bin+" play --seed 7 --vs-bot --bot-delay 0")
		s.waitText("Hand (")
		scr := s.tmux("capture-pane", "-p", "-e", "-t", "play")
		if noColor && hasColour(scr) {
			t.Errorf("NO_COLOR=1, yet the screen has colours: %q", colourSGR.FindAllString(scr, 20))
		}
		if !noColor && !hasColour(scr) {
			t.Errorf("without NO_COLOR the screen has no colour: the check proves nothing")
		}
	}
}

// TestPlayBadFlags: mistakes are reported before any screen opens.
func TestPlayBadFlags(t *testing.T) {
	bin := buildBinary(t)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "--deck1", "no-such-deck"}, "no such deck"},
		{[]string{"play", "--names", "A,B,C"}, "at most two names"},
		{[]string{"play", "--seed", "x"}, "--seed"},
		{[]string{"--deck2", "no-such-deck"}, "no such deck"},
		{[]string{"play", "--scenario", "no-such-file.yaml"}, "no such file"},
		{[]string{"play", "--scenario", "go.mod"}, "scenario"},
	} {
		out, err := exec.Command(bin, tc.args...).CombinedOutput()
		if err == nil || !strings.Contains(string(out), tc.want) {
			t.Errorf("stccg %s: err %v, output %q; want a failure mentioning %q", strings.Join(tc.args, " "), err, out, tc.want)
		}
	}
}
