package tui

import "github.com/stccg/stccg/game"

// Response windows and auto-pass. The engine offers every response window
// to both players whether or not they hold a response, so that being
// asked says nothing about a hand (docs/architecture.md, Response
// windows). Asked at every window, a player would pass several times per
// dilemma, and in a hot-seat game each of those asks needs a hand-off. So
// in a local game each seat starts with auto-pass on (the engine passes
// for it without asking, whatever it holds), and `w` turns asking back on
// for the seat at the screen: a player who wants to answer windows with
// interrupts is asked at every one. A network seat starts on auto-pass
// too, asked of the host through the session.

// startAutoPass sets the people's seats of a local game to auto-pass. The
// bot's seat (Player 2 against the bot) is asked at every window where it
// holds a response, and answers at once; where it holds none, the engine
// passes for it (SeatBot), as it would answer.
func startAutoPass(g *game.Game, vsBot bool) {
	g.SetAutoPass(0, true)
	g.SetAutoPass(1, !vsBot)
}

// toggleAutoPass switches auto-pass for the seat at the screen, and says
// which way it is now.
func (m *Model) toggleAutoPass() {
	on := !m.sess.AutoPass(m.seat)
	if err := m.sess.SetAutoPass(m.seat, on); err != nil {
		m.setStatus(err.Error(), true)
		return
	}
	if on {
		m.setStatus("response windows: passed for you without asking (w to be asked)", false)
	} else {
		m.setStatus("response windows: you will be asked at each one (w to pass them all)", false)
	}
}
