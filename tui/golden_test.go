package tui

import (
	"bytes"
	"fmt"
	"testing"
	"time"

	"github.com/charmbracelet/x/exp/golden"
	"github.com/charmbracelet/x/exp/teatest"
	"github.com/stccg/stccg/game"
)

// goldenScreens are the main screens: the game each starts from (a new
// game on the sample decks with seed 7, or a scenario in testdata), the
// keys to press once the program runs, and text that shows the keys were
// handled. The scenarios keep the dilemma and game-over screens from
// depending on a long random game.
var goldenScreens = []struct {
	name     string
	scenario string
	keys     []string
	wait     string
}{
	{name: "handoff", wait: "Pass to"},
	{name: "board", keys: []string{"enter", "d"}, wait: "counters 6"},
	{name: "help", keys: []string{"enter", "?"}, wait: "Help — keys"},
	{name: "table", scenario: "table.yaml", keys: []string{"enter"}, wait: "Hand ("},
	{name: "dilemmas", scenario: "table.yaml", keys: []string{"enter", "2", "y", "enter", " "}, wait: "1 of 0"},
	{name: "gameover", scenario: "over.yaml", wait: "GAME OVER"},
	{name: "piles", scenario: "table.yaml", keys: []string{"enter", "tab", "tab", "tab", "tab", "down"}, wait: "Discard & removed"},
}

// toDilemmaChoice plays on until a player must choose among two or more
// drawn dilemmas.
func toDilemmaChoice(t testing.TB, m *Model) {
	advance(t, m, func(_ *game.Game, d *game.Decision) bool {
		return d.Kind == game.KindChooseDilemmas && len(d.Options) >= 2
	})
	if d := m.g.Pending(); d == nil || d.Kind != game.KindChooseDilemmas {
		t.Fatal("the test game never reached a dilemma choice")
	}
}

func toGameOver(t testing.TB, m *Model) {
	advance(t, m, func(*game.Game, *game.Decision) bool { return false })
}

// TestGolden runs each main screen in a real Bubble Tea program (teatest)
// at 80×24 and 160×48 and compares the final frame with testdata.
// Refresh the files with: go test ./tui -run TestGolden -update
func TestGolden(t *testing.T) {
	for _, sc := range goldenScreens {
		for _, sz := range [][2]int{{80, 24}, {160, 48}} {
			t.Run(fmt.Sprintf("%s_%dx%d", sc.name, sz[0], sz[1]), func(t *testing.T) {
				var m *Model
				if sc.scenario != "" {
					m = newScenarioModel(t, sc.scenario, sz[0], sz[1])
				} else {
					m = newTestModel(t, false, sz[0], sz[1])
				}
				tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(sz[0], sz[1]))
				for _, k := range sc.keys {
					tm.Send(keyMsg(k))
				}
				teatest.WaitFor(t, tm.Output(), func(b []byte) bool { return bytes.Contains(b, []byte(sc.wait)) },
					teatest.WithDuration(5*time.Second), teatest.WithCheckInterval(10*time.Millisecond))
				if err := tm.Quit(); err != nil {
					t.Fatal(err)
				}
				final := tm.FinalModel(t, teatest.WithFinalTimeout(5*time.Second)).(*Model)
				golden.RequireEqual(t, []byte(final.View()))
			})
		}
	}
}
