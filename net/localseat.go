package net

import "github.com/stccg/stccg/game"

// LocalSeat is the host player's seat (Player 1) of a hosted game: it
// sees and plays only that seat, like the connection of seat 2 does. It
// satisfies tui.Session. Use it once Host.Started is closed.
type LocalSeat struct {
	h   *Host
	win game.WindowBuffer // Window's, refilled at each window
}

// LocalSeat returns the host player's seat.
func (h *Host) LocalSeat() *LocalSeat { return &LocalSeat{h: h} }

// Seat is Player 1.
func (s *LocalSeat) Seat() game.Player { return HostSeat }

// View is Player 1's view, whatever p says.
func (s *LocalSeat) View(game.Player) game.View {
	s.h.mu.Lock()
	defer s.h.mu.Unlock()
	if s.h.g == nil {
		return game.View{Me: HostSeat}
	}
	return s.h.g.View(HostSeat)
}

// Window is what Player 1's bot reads to answer the response window it is
// being asked in (game.Game.WindowView: the cards being played and the
// window, never the hand), or nil when it is not asked in one. A bot that
// answers from it takes the same time whatever Player 1 holds (issue 25
// item 17). The view is valid until the next call.
func (s *LocalSeat) Window() *game.View {
	s.h.mu.Lock()
	defer s.h.mu.Unlock()
	if s.h.g == nil {
		return nil
	}
	return s.h.g.WindowView(HostSeat, &s.win)
}

// Pending is Player 1's own pending decision, or nil.
func (s *LocalSeat) Pending() *game.Decision {
	s.h.mu.Lock()
	defer s.h.mu.Unlock()
	if s.h.g == nil {
		return nil
	}
	d := s.h.g.Pending()
	if d == nil || d.Player != HostSeat {
		return nil
	}
	c := *d
	return &c
}

// Choose answers Player 1's decision (never the other seat's).
func (s *LocalSeat) Choose(_ game.Player, c game.Choice) error {
	s.h.mu.Lock()
	defer s.h.mu.Unlock()
	return s.h.choose(HostSeat, c)
}

// SetAutoPass sets whether Player 1 passes response windows without being
// asked.
func (s *LocalSeat) SetAutoPass(_ game.Player, on bool) error {
	s.h.mu.Lock()
	defer s.h.mu.Unlock()
	return s.h.setAutoPass(HostSeat, on)
}

// AutoPass reports whether Player 1 passes response windows unasked.
func (s *LocalSeat) AutoPass(game.Player) bool {
	s.h.mu.Lock()
	defer s.h.mu.Unlock()
	return s.h.g != nil && s.h.g.AutoPass(HostSeat)
}

// EventsSince is the log as Player 1 reads it.
func (s *LocalSeat) EventsSince(_ game.Player, seq int) []game.Event {
	s.h.mu.Lock()
	defer s.h.mu.Unlock()
	if s.h.g == nil {
		return nil
	}
	return s.h.g.EventsSince(HostSeat, seq)
}

// Result is how the game ended, or nil.
func (s *LocalSeat) Result() *game.Result {
	s.h.mu.Lock()
	defer s.h.mu.Unlock()
	if s.h.g == nil {
		return nil
	}
	return s.h.g.Result()
}

// Seed is the host's to know, but it is shown like the joiner's: only
// once the game is over. Whoever reads the seed knows every hidden card,
// and the host's screen may be seen by others (issue 24 item 11). The
// save file keeps it for --resume.
func (s *LocalSeat) Seed() (uint64, bool) {
	s.h.mu.Lock()
	defer s.h.mu.Unlock()
	return s.h.save.Seed, s.h.g != nil && s.h.g.Result() != nil
}

// Changed signals the other seat's moves and its comings and goings.
func (s *LocalSeat) Changed() <-chan struct{} { return s.h.local.ch }

// Notice is the latest news about the other seat, once.
func (s *LocalSeat) Notice() (string, bool) { return s.h.local.take() }
