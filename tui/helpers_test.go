package tui

import (
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
)

// testSeed is the seed of every test game; with the federation and
// klingon samples it makes the same game every run.
const testSeed = 7

func init() {
	// Stable output: no colours, whatever the terminal running the tests.
	lipgloss.SetColorProfile(termenv.Ascii)
}

func testLib(t testing.TB) *game.Library {
	t.Helper()
	lib, err := game.DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	return lib
}

func testDecks(t testing.TB, lib *game.Library) [2]game.DeckList {
	t.Helper()
	var out [2]game.DeckList
	// Copies of the sample decks, so that editing a sample does not move
	// the goldens.
	for i, name := range []string{"federation", "klingon"} {
		d, err := decks.Load(lib, filepath.Join("testdata", name+".txt"))
		if err != nil {
			t.Fatalf("sample deck %s: %v", name, err)
		}
		out[i] = d.List()
	}
	return out
}

// asciiRenderer renders no escape codes at all.
func asciiRenderer() *lipgloss.Renderer {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.Ascii)
	return r
}

// newTestModel is a hot-seat (or vs-bot) game on the sample decks at w×h.
func newTestModel(t testing.TB, vsBot bool, w, h int) *Model {
	t.Helper()
	lib := testLib(t)
	m, err := New(Config{Lib: lib, Setup: game.Setup{Decks: testDecks(t, lib), Names: [2]string{"Ann", "Ben"}, Seed: testSeed},
		VsBot: vsBot, Renderer: asciiRenderer(), Intro: []string{"Test game."}})
	if err != nil {
		t.Fatal(err)
	}
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	humanPace(m)
	return m
}

// humanPace makes the model's clock advance a second each time it is
// read, so every key a test presses comes long after the screen it
// answers showed, as a person's would (renumber.go). Tests of keys typed
// faster than that set their own clock, or run a real program.
func humanPace(m *Model) {
	t := time.Unix(1e9, 0)
	m.clock = func() time.Time { t = t.Add(time.Second); return t }
	m.shownAt = time.Time{}
	m.tick = func(time.Duration, tea.Msg) tea.Cmd { return nil } // pause: see waitPause
}

// stopClock freezes the model's clock: every key comes as fast as the
// game answers, before a new decision could be read.
func stopClock(m *Model) {
	t := time.Unix(2e9, 0)
	m.clock = func() time.Time { return t }
}

// waitPause stands for the pause after a digit that a longer number could
// extend: it chooses the number typed so far.
func waitPause(m *Model) { run(m, m.onNumberPause(numberPauseMsg{m.numSeq})) }

// pressNumber types option n's number, with enter when a longer number
// could start with it.
func pressNumber(m *Model, n int) {
	for _, r := range strconv.Itoa(n) {
		press(m, string(r))
	}
	if m.typingNumber() {
		press(m, "enter")
	}
}

// press sends keys to the model and runs the commands they return (bot
// moves included) until none is left; it reports whether one of them quit.
func press(m *Model, keys ...string) (quit bool) { return pressWatching(m, nil, keys...) }

// pressWatching is press calling watch, when set, after each message the
// model takes: wherever a program would draw the screen.
func pressWatching(m *Model, watch func(), keys ...string) (quit bool) {
	for _, k := range keys {
		cmd := m.onKey(keyMsg(k))
		if watch != nil {
			watch()
		}
		if runWatching(m, cmd, watch) {
			quit = true
		}
	}
	return quit
}

// run executes cmd and everything it leads to, synchronously.
func run(m *Model, cmd tea.Cmd) (quit bool) { return runWatching(m, cmd, nil) }

// runWatching is run calling watch, when set, after each message.
func runWatching(m *Model, cmd tea.Cmd, watch func()) (quit bool) {
	queue := []tea.Cmd{cmd}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		switch msg := c().(type) {
		case tea.QuitMsg:
			quit = true
		case tea.BatchMsg:
			queue = append(queue, msg...)
		case nil:
		default:
			_, next := m.Update(msg)
			if watch != nil {
				watch()
			}
			queue = append(queue, next)
		}
	}
	return quit
}

func keyMsg(k string) tea.KeyMsg {
	switch k {
	case "enter":
		return tea.KeyMsg{Type: tea.KeyEnter}
	case "esc":
		return tea.KeyMsg{Type: tea.KeyEsc}
	case "tab":
		return tea.KeyMsg{Type: tea.KeyTab}
	case "shift+tab":
		return tea.KeyMsg{Type: tea.KeyShiftTab}
	case "up":
		return tea.KeyMsg{Type: tea.KeyUp}
	case "down":
		return tea.KeyMsg{Type: tea.KeyDown}
	case "left":
		return tea.KeyMsg{Type: tea.KeyLeft}
	case "right":
		return tea.KeyMsg{Type: tea.KeyRight}
	case "pgup":
		return tea.KeyMsg{Type: tea.KeyPgUp}
	case "pgdown":
		return tea.KeyMsg{Type: tea.KeyPgDown}
	case "space", " ":
		return tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}
	case "ctrl+c":
		return tea.KeyMsg{Type: tea.KeyCtrlC}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
}

// screen is the model's current frame.
func screen(m *Model) string { return m.View() }

func contains(t testing.TB, s, want string) {
	t.Helper()
	if !strings.Contains(s, want) {
		t.Fatalf("screen lacks %q:\n%s", want, s)
	}
}

// advance plays both seats with seeded random bots, straight through the
// engine, until stop says so or the game ends; then the model catches up
// (hand-off included).
func advance(t testing.TB, m *Model, stop func(g *game.Game, d *game.Decision) bool) {
	t.Helper()
	b0, _ := game.NewBot(game.BotRandom, 11)
	b1, _ := game.NewBot(game.BotRandom, 12)
	bots := [2]game.Bot{b0, b1}
	for steps := 0; ; steps++ {
		d := m.g.Pending()
		if d == nil || stop(m.g, d) {
			break
		}
		if steps > 100000 {
			t.Fatal("game did not end")
		}
		v := m.g.View(d.Player)
		if _, err := m.g.Choose(d.Player, bots[d.Player].Choose(&v, d)); err != nil {
			// A refused random answer (e.g. over the dilemma budget): take the fewest picks.
			picks := make([]int, d.Min)
			for i := range picks {
				picks[i] = i
			}
			if _, err := m.g.Choose(d.Player, game.Choice{Decision: d.ID, Picks: picks}); err != nil {
				t.Fatal(err)
			}
		}
	}
	m.refresh()
}

// afterDecisions stops after n decisions.
func afterDecisions(n int) func(*game.Game, *game.Decision) bool {
	return func(*game.Game, *game.Decision) bool { n--; return n < 0 }
}

func teaSize(w, h int) tea.WindowSizeMsg { return tea.WindowSizeMsg{Width: w, Height: h} }

// newScenarioModel is a hot-seat game from a scenario in testdata.
func newScenarioModel(t testing.TB, file string, w, h int) *Model {
	t.Helper()
	lib := testLib(t)
	data, err := os.ReadFile(filepath.Join("testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	sc, err := game.ParseScenario(data)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.NewFromScenario(lib, sc)
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(Config{Lib: lib, Game: g, Renderer: asciiRenderer()})
	if err != nil {
		t.Fatal(err)
	}
	m.Update(tea.WindowSizeMsg{Width: w, Height: h})
	humanPace(m)
	return m
}
