package tui

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stccg/stccg/game"
)

// The strong bot serves as the --vs-bot opponent: the human keeps
// deciding, and the bot plays its own turns (orders among them, where it
// searches) from its own view.
func TestVsStrongBotPlays(t *testing.T) {
	lib := testLib(t)
	decks := testDecks(t, lib)
	m, err := New(Config{Lib: lib, Setup: game.Setup{Decks: decks, Names: [2]string{"Ann", "Ben"}, Seed: testSeed},
		VsBot: true, BotKind: game.BotStrong, BotDeck: decks[1], Renderer: asciiRenderer()})
	if err != nil {
		t.Fatal(err)
	}
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	humanPace(m)
	run(m, m.Init())
	for steps := 0; !m.over && m.g.Turn() < 8; steps++ {
		if steps > 5000 {
			t.Fatalf("stuck at turn %d", m.g.Turn())
		}
		d := m.decision()
		if d == nil {
			t.Fatalf("the human has nothing to decide and the bot does not move: %s", m.status)
		}
		if d.Player != 0 {
			t.Fatal("the screen offers the bot's decision to the human")
		}
		press(m, simplestKeys(d)...)
		if m.confirm {
			press(m, "y")
		}
	}
	orders := 0
	for _, e := range m.g.Events() {
		if e.Player == 1 && e.Kind == "segment" {
			orders++
		}
	}
	if orders < 3 {
		t.Fatalf("the strong bot executed orders in %d turns", orders)
	}
}
