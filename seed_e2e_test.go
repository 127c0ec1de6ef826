package main

import (
	"encoding/json"
	"fmt"
	stdnet "net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	stnet "github.com/stccg/stccg/net"
)

// A game not given --seed must not be seeded by anything an opponent can
// guess: a seed fixes every shuffle, and seat 2 sees enough to test
// guesses. These tests run the real binary without --seed and check that
// the seed is neither the clock nor the same from one run to the next.

// clockWindow is the span of wall-clock nanoseconds a test ran in, widened
// by a minute each side: a clock-derived seed falls inside it.
type clockWindow struct{ from, to int64 }

func startClock() clockWindow {
	return clockWindow{from: time.Now().Add(-time.Minute).UnixNano()}
}

func (c clockWindow) check(t *testing.T, what string, seed uint64) {
	t.Helper()
	to := time.Now().Add(time.Minute).UnixNano()
	if s := int64(seed); s >= c.from && s <= to {
		t.Errorf("%s: seed %d is the clock (run between %d and %d)", what, seed, c.from, to)
	}
}

// `stccg sim` without --seed reports a fresh seed each run.
func TestSimDefaultSeedIsRandom(t *testing.T) {
	bin := buildBinary(t)
	clock := startClock()
	var seeds []uint64
	for range 2 {
		out, err := runOut(t, bin, "sim", "--games", "1", "--json", "--workers", "1")
		if err != nil {
			t.Fatalf("sim: %v\n%s", err, out)
		}
		var rep struct{ Seed uint64 }
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatalf("sim --json: %v\n%s", err, out)
		}
		clock.check(t, "sim", rep.Seed)
		seeds = append(seeds, rep.Seed)
	}
	if seeds[0] == seeds[1] {
		t.Errorf("two sim runs without --seed used the same seed %d", seeds[0])
	}
}

// `stccg engine` without --seed deals a different game each run.
func TestEngineDefaultSeedIsRandom(t *testing.T) {
	bin := buildBinary(t)
	var views []string
	for range 2 {
		cmd := exec.Command(bin, "engine")
		cmd.Stdin = strings.NewReader(`{"cmd":"view","player":1}` + "\n")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("engine: %v\n%s", err, out)
		}
		views = append(views, string(out))
	}
	if views[0] == views[1] {
		t.Errorf("two engine runs without --seed dealt the same game:\n%.300s", views[0])
	}
}

// `stccg host` without --seed seeds the game from the secure generator:
// the seed in its autosave is not the clock.
func TestHostDefaultSeedIsRandom(t *testing.T) {
	bin := buildBinary(t)
	clock := startClock()
	env := stateEnv(t)
	save := filepath.Join(t.TempDir(), "game.json")
	host := startProc(t, env, bin, "host", "--open", "--bot", "--listen", "127.0.0.1:0", "--save", save)
	addr := host.waitFor(listenRe, "the listening address")
	script, err := stdnet.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer script.Close()
	fmt.Fprintf(script, `{"cmd":"hello","version":1,"name":"Ben","deck":{"cards":%s}}`+"\n", deckJSON(t, "klingon"))
	if !readType(t, script, "welcome") {
		t.Fatal("the script was not seated")
	}
	var s *stnet.Save
	deadline := time.Now().Add(10 * time.Second)
	for {
		var err error
		if s, err = stnet.ReadSave(save); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no autosave: %v", err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	clock.check(t, "host", s.Seed)
}

// `stccg play` without --seed prints, on exit, a seed that is not the
// clock; while the game lasts the seed is not on screen (it tells every
// hidden card to whoever reads it: issue 24 item 11).
func TestPlayDefaultSeedIsRandom(t *testing.T) {
	needTmux(t)
	bin := buildBinary(t)
	clock := startClock()
	s := startTmux(t, 120, 40, "env TERM=xterm-256color "+bin+" play --names Ann,Ben")
	s.waitText("press Enter")
	s.send("Enter")
	scr := s.waitText("Hand (")
	if regexp.MustCompile(`(?i)seed \d`).MatchString(scr) {
		t.Errorf("the seed is on screen during the game:\n%s", scr)
	}
	s.send("?")
	if scr = s.waitText("Help"); regexp.MustCompile(`(?i)seed \d`).MatchString(scr) {
		t.Errorf("the seed is in the help during the game:\n%s", scr)
	}
	s.send("Escape")
	s.waitFor("the board again", func(scr string) bool { return strings.Contains(scr, "Hand (") && !strings.Contains(scr, "Help —") })
	s.send("q")
	s.waitText("Quit the game?")
	s.send("y")
	s.waitExit()
	scr = s.tmux("capture-pane", "-p", "-S", "-", "-t", "play")
	m := regexp.MustCompile(`Seed (\d+) — replay with: .*--seed (\d+)`).FindStringSubmatch(scr)
	if m == nil {
		t.Fatalf("no seed printed on exit:\n%s", scr)
	}
	if m[1] != m[2] {
		t.Errorf("exit prints seed %s but the replay uses %s", m[1], m[2])
	}
	seed, err := strconv.ParseUint(m[1], 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	clock.check(t, "play", seed)
}

// runOut runs bin and returns its combined output.
func runOut(t *testing.T, bin string, args ...string) (string, error) {
	t.Helper()
	p := startProc(t, []string{"STCCG_STATE_DIR=" + t.TempDir()}, bin, args...)
	out, err := p.wait(strings.Join(args, " "))
	return out, err
}

// Quitting a scenario game prints one seed, the scenario's, in both the
// seed and the replay command; the game screen does not show it. Issue 24
// items 11 and 12.
func TestPlayScenarioPrintsOneSeed(t *testing.T) {
	needTmux(t)
	bin := buildBinary(t)
	file := filepath.Join(t.TempDir(), "s.yaml")
	text := "seed: 4242\nplayers:\n" +
		"  - missions: [\"Earth, Cradle of the Federation\", Medical Relief]\n    deck: [Rixx, Rixx]\n" +
		"  - missions: [\"Qo'noS, Heart of the Empire\", Excavation]\n    deck: [Lopez, Lopez]\n"
	if err := os.WriteFile(file, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	s := startTmux(t, 120, 40, "env TERM=xterm-256color "+bin+" play --names Ann,Ben --scenario "+file)
	s.waitText("press Enter")
	s.send("Enter")
	scr := s.waitText("To win, score 100 points")
	if strings.Contains(scr, "4242") {
		t.Errorf("the seed is on screen during the game:\n%s", scr)
	}
	s.send("q")
	s.waitText("Quit the game?")
	s.send("y")
	s.waitExit()
	scr = s.tmux("capture-pane", "-p", "-S", "-", "-t", "play")
	line := ""
	if i := strings.Index(scr, "Seed "); i >= 0 {
		line, _, _ = strings.Cut(scr[i:], "\n")
	}
	seeds := regexp.MustCompile(`\b\d{4,}\b`).FindAllString(line, -1)
	if len(seeds) == 0 {
		t.Fatalf("no seed printed on exit:\n%s", scr)
	}
	for _, n := range seeds {
		if n != "4242" {
			t.Errorf("exit prints seed %s besides the scenario's 4242:\n%s", n, scr)
		}
	}
}
