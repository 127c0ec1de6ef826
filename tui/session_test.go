package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stccg/stccg/game"
)

// netSeat plays one seat of a game the way a network session does: only
// its own view and decisions, the other seat moving elsewhere (the test
// moves it and signals Changed), the seed hidden until the end.
type netSeat struct {
	g      *game.Game
	seat   game.Player
	ch     chan struct{}
	notice string
}

func (s *netSeat) Seat() game.Player          { return s.seat }
func (s *netSeat) View(game.Player) game.View { return s.g.View(s.seat) }
func (s *netSeat) Result() *game.Result       { return s.g.Result() }
func (s *netSeat) Changed() <-chan struct{}   { return s.ch }
func (s *netSeat) Notice() (string, bool)     { n := s.notice; s.notice = ""; return n, n != "" }
func (s *netSeat) SetAutoPass(_ game.Player, on bool) error {
	s.g.SetAutoPass(s.seat, on)
	return nil
}
func (s *netSeat) AutoPass(game.Player) bool { return s.g.AutoPass(s.seat) }
func (s *netSeat) Choose(_ game.Player, c game.Choice) error {
	_, err := s.g.Choose(s.seat, c)
	return err
}
func (s *netSeat) EventsSince(_ game.Player, seq int) []game.Event {
	return s.g.EventsSince(s.seat, seq)
}
func (s *netSeat) Pending() *game.Decision {
	if d := s.g.Pending(); d != nil && d.Player == s.seat {
		return d
	}
	return nil
}
func (s *netSeat) Seed() (uint64, bool) {
	if s.g.Result() != nil {
		return s.g.Seed(), true
	}
	return 0, false
}

// A network seat: never a hand-off screen, only its own log, the other
// seat's moves arrive as messages, notices show, and the seed appears only
// when the game is over.
func TestNetworkSeat(t *testing.T) {
	lib := testLib(t)
	g, err := game.New(lib, game.Setup{Decks: testDecks(t, lib), Names: [2]string{"Ann", "Ben"}, Seed: testSeed})
	if err != nil {
		t.Fatal(err)
	}
	s := &netSeat{g: g, seat: 1, ch: make(chan struct{}, 1)}
	m, err := New(Config{Lib: lib, Session: s, Renderer: asciiRenderer()})
	if err != nil {
		t.Fatal(err)
	}
	m.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	humanPace(m)
	if m.Game() != nil {
		t.Error("a network model holds a game")
	}
	if _, err := New(Config{Lib: lib, Session: Local(g)}); err == nil {
		t.Error("a hot-seat Session was taken for a network seat")
	}
	first := screen(m)
	contains(t, first, "you: Ben · vs Ann")
	if strings.Contains(first, "seed") || strings.Contains(first, "Pass to") {
		t.Fatalf("first screen:\n%s", first)
	}
	other, _ := game.NewBot(game.BotBasic, 3)
	mine, _ := game.NewBot(game.BotBasic, 4)
	s.notice = "Ann has left the table; the game waits for them to rejoin."
	m.Update(changedMsg{open: true})
	contains(t, screen(m), "Ann has left the table")
	for steps := 0; g.Result() == nil; steps++ {
		if steps > 20000 {
			t.Fatal("no end")
		}
		d := g.Pending()
		if d.Player == s.seat {
			// Answer through the model, as the keys would.
			if m.view.Pending == nil || m.view.Pending.ID != d.ID {
				t.Fatalf("step %d: the screen does not offer decision %d", steps, d.ID)
			}
			v := g.View(s.seat)
			m.picks = mine.Choose(&v, d).Picks
			run(m, m.send())
			if g.Pending() != nil && g.Pending().ID == d.ID {
				m.picks = make([]int, d.Min)
				for i := range m.picks {
					m.picks[i] = i
				}
				run(m, m.send())
			}
		} else {
			v := g.View(d.Player)
			if _, err := g.Choose(d.Player, other.Choose(&v, d)); err != nil {
				picks := make([]int, d.Min)
				for i := range picks {
					picks[i] = i
				}
				if _, err := g.Choose(d.Player, game.Choice{Picks: picks}); err != nil {
					t.Fatal(err)
				}
			}
			m.Update(changedMsg{open: true})
		}
		if m.handoff {
			t.Fatalf("step %d: a hand-off screen in network play", steps)
		}
		if m.seat != s.seat {
			t.Fatalf("step %d: the screen shows seat %v", steps, m.seat)
		}
		if steps%50 == 0 {
			if f := screen(m); strings.Contains(f, "Pass to") || strings.Contains(f, "seed") {
				t.Fatalf("step %d:\n%s", steps, f)
			}
		}
	}
	if len(m.logs[0]) != 0 {
		t.Errorf("the model read %d log lines as the other seat", len(m.logs[0]))
	}
	if len(m.logs[1]) == 0 {
		t.Error("no log for the seat on screen")
	}
	over := screen(m)
	contains(t, over, "GAME OVER")
	contains(t, over, "seed 7")
	// The session ends: the model stops listening.
	if _, cmd := m.Update(changedMsg{open: false}); cmd != nil {
		if _, ok := cmd().(changedMsg); ok {
			t.Error("the model listens to a closed session")
		}
	}
}
