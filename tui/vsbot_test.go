package tui

import (
	"strings"
	"testing"
	"time"

	"github.com/stccg/stccg/game"
)

// simplestKeys are the keys of the simplest answer to d: draw while there
// are counters, end every segment, choose no dilemmas, and otherwise take
// the first options allowed.
func simplestKeys(d *game.Decision) []string {
	find := func(act string) bool {
		for _, o := range d.Options {
			if o.Action == act {
				return true
			}
		}
		return false
	}
	switch {
	case d.Kind == game.KindPlayDraw && find(game.ActDraw):
		return []string{"d"}
	case find(game.ActEnd) && (d.Kind == game.KindPlayDraw || d.Kind == game.KindOrders):
		return []string{"e"}
	case d.Kind == game.KindChooseDilemmas:
		return []string{"enter"}
	case multi(d):
		var keys []string
		for range d.Min {
			keys = append(keys, " ", "down")
		}
		return append(keys, "enter")
	}
	return []string{"enter"}
}

// TestVsBotReachesGameOver: against the bot, a human who only draws, ends
// segments and chooses no dilemmas gets to the game-over screen, never
// sees a hand-off screen, and reads the bot's actions in the log. No
// screen is drawn while a response window waits on the bot: it answers
// them at once, so the screen says nothing of whether it held a response.
func TestVsBotReachesGameOver(t *testing.T) {
	start := time.Now()
	m := newTestModel(t, true, 80, 24)
	noBotWindow := func() {
		if a, ok := m.g.Asking(); ok && a.Player == m.botSeat && a.Kind == game.KindRespond {
			t.Fatalf("decision %d: the screen may be drawn while a response window waits on the bot", a.ID)
		}
	}
	noBotWindow()
	runWatching(m, m.Init(), noBotWindow)
	for steps := 0; !m.over; steps++ {
		if steps > 20000 || time.Since(start) > 50*time.Second {
			t.Fatalf("no game over after %d human decisions (turn %d)", steps, m.view.Turn)
		}
		if m.handoff {
			t.Fatal("a hand-off screen in --vs-bot mode")
		}
		d := m.decision()
		if d == nil {
			t.Fatalf("the human has nothing to decide and the bot does not move: %s", m.status)
		}
		if d.Player != 0 {
			t.Fatalf("the screen offers the bot's decision to the human")
		}
		quit := pressWatching(m, noBotWindow, simplestKeys(d)...)
		if m.confirm {
			quit = pressWatching(m, noBotWindow, "y") || quit
		}
		if quit {
			t.Fatal("the game quit")
		}
		if steps%97 == 0 {
			checkFrame(t, "vs-bot board", strings.Join(m.frame(), "\n"), 80, 24)
		}
	}
	frame := m.View()
	contains(t, frame, "GAME OVER")
	contains(t, frame, "Final scores")
	botLines := 0
	for _, l := range m.logs[0] {
		if l.player == 1 {
			botLines++
		}
	}
	if botLines == 0 {
		t.Error("no bot action in the human's log")
	}
	t.Logf("game over after turn %d in %v: %s", m.g.Result().Turns, time.Since(start), m.resultText(m.g.Result()))
}
