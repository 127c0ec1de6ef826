package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stccg/stccg/game"
)

// newInlineScenario is a hot-seat game from scenario text.
func newInlineScenario(t testing.TB, text string, w, h int) *Model {
	t.Helper()
	lib := testLib(t)
	sc, err := game.ParseScenario([]byte(text))
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
	press(m, "enter") // past the hand-off screen
	return m
}

// pressOption presses the number of the first option whose label holds
// label.
func pressOption(t testing.TB, m *Model, label string) {
	t.Helper()
	d := m.decision()
	if d == nil {
		t.Fatalf("no decision to find %q in", label)
	}
	for i, o := range d.Options {
		if strings.Contains(o.Label, label) {
			pressNumber(m, i+1)
			return
		}
	}
	t.Fatalf("no option %q in %q", label, d.Prompt)
}

const gowronScenario = `
active: 1
players:
  - name: Ann
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: [Gowron Leader of the High Council]
    deck: [Dokar, T'vis]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`

// TestEndKeyOnDownloadPrompt: e ends a segment; on a download prompt it
// declines nothing behind the player's back, and says how to decline
// (issue 11, point 12).
func TestEndKeyOnDownloadPrompt(t *testing.T) {
	m := newInlineScenario(t, gowronScenario, 120, 40)
	pressOption(t, m, "Play Gowron")
	for d := m.decision(); d != nil && d.Kind == game.KindOptional; d = m.decision() {
		pressOption(t, m, "Use")
	}
	d := m.decision()
	if d == nil || !strings.Contains(d.Prompt, "download") {
		t.Fatalf("no download prompt: %+v", d)
	}
	press(m, "e")
	if m.g.Pending().ID != d.ID {
		t.Fatal("e answered the download prompt")
	}
	contains(t, m.View(), `"Download nothing", press 1`)
	pressOption(t, m, "Download T'vis")
	if m.g.Pending().Kind != game.KindPlayDraw {
		t.Fatal("the download did not go through")
	}
	// Back on the play prompt, e means what the help says again (with
	// counters left there is nothing to end yet: the hint says so).
	press(m, "d", "d", "d", "d", "d")
	press(m, "e")
	if m.g.Pending().Kind != game.KindOrders {
		t.Fatalf("e did not end the Play and Draw Cards segment: %s", m.g.Pending().Kind)
	}
}

// TestKeysWhileWaiting: a key pressed while the other seat decides says
// so instead of vanishing.
func TestKeysWhileWaiting(t *testing.T) {
	m := newTestModel(t, true, 120, 40)
	m.botDelay = 1 << 40 // the bot never gets to move in this test
	advance(t, m, func(g *game.Game, d *game.Decision) bool { return d.Player == m.botSeat })
	press(m, "1")
	contains(t, m.View(), "nothing to choose yet: waiting for Ben (bot)")
}
