package tui

import (
	"strings"
	"testing"

	"github.com/stccg/stccg/game"
)

// awaySeat is a network seat whose host has gone away: like a client
// whose connection dropped, it offers no decision and says so.
type awaySeat struct {
	*netSeat
	away bool
}

func (s *awaySeat) HostAway() bool { return s.away }
func (s *awaySeat) Pending() *game.Decision {
	if s.away {
		return nil
	}
	return s.netSeat.Pending()
}
func (s *awaySeat) View(p game.Player) game.View {
	v := s.netSeat.View(p)
	if s.away {
		v.Pending = nil
	}
	return v
}

// While the host is away, the joiner's screen says so, worded for its
// reader: not "Waiting for Ben to decide" to Ben. Issue 24 item 10.
func TestWaitingForTheHostToComeBack(t *testing.T) {
	lib := testLib(t)
	g, err := game.New(lib, game.Setup{Decks: testDecks(t, lib), Names: [2]string{"Ann", "Ben"}, Seed: testSeed})
	if err != nil {
		t.Fatal(err)
	}
	// Play on until Ben (seat 2) must decide, a response window aside:
	// the screen sets auto-pass, which answers those at once.
	b, _ := game.NewBot(game.BotBasic, 3)
	for d := g.Pending(); d != nil && (d.Player != 1 || d.Kind == game.KindRespond); d = g.Pending() {
		v := g.View(d.Player)
		if _, err := g.Choose(d.Player, b.Choose(&v, d)); err != nil {
			t.Fatal(err)
		}
	}
	s := &awaySeat{netSeat: &netSeat{g: g, seat: 1, ch: make(chan struct{}, 1)}}
	m, err := New(Config{Lib: lib, Session: s, Renderer: asciiRenderer()})
	if err != nil {
		t.Fatal(err)
	}
	m.Update(teaSize(120, 40))
	if f := screen(m); strings.Contains(f, "Waiting for") {
		t.Fatalf("Ben has a decision, yet the screen waits:\n%s", f)
	}
	s.away = true
	m.Update(changedMsg{open: true})
	f := screen(m)
	contains(t, f, "Waiting for the host to come back")
	if strings.Contains(f, "Waiting for Ben") {
		t.Fatalf("Ben is told the game waits for Ben:\n%s", f)
	}
	s.away = false
	m.Update(changedMsg{open: true})
	if f := screen(m); strings.Contains(f, "Waiting for") {
		t.Fatalf("the host is back, yet the screen waits:\n%s", f)
	}
}
