package game

import "fmt"

// Match seats two bots at one game and answers its decisions. Each bot
// reads only its own seat's view, refilled in place, and only when it
// wants one; the decision reaches it without labels or prompt built (bots
// decide on actions and card IDs, never on text).
type Match struct {
	Game *Game
	Bots [2]Bot
	// Observe, when set, sees each decision posed to a bot with the bot's
	// choice, before the game applies it (the simulator counts which card
	// plays and abilities were offered and which were taken). It must
	// only read: the decision's options are the game's own.
	Observe func(d *Decision, c Choice)
	views   *[2]ViewBuffer
}

// NewMatch seats bots at g.
func NewMatch(g *Game, bots [2]Bot) *Match {
	g.rec.on = true // Match keeps no decision past its answer
	// A response window offering a seat nothing but Pass is answered Pass
	// without asking its bot (the only legal answer; bots keep no state
	// from such a decision): most windows of a game are these. They still
	// take their decision numbers and are logged, so the game, its log
	// and its events are the same as if each had been asked.
	g.passAlone = [2]bool{true, true}
	return &Match{Game: g, Bots: bots, views: g.rec.seatViews()}
}

// AskEveryWindow makes the match pose every response window to its bot,
// Pass alone included, for drivers that watch each decision.
func (m *Match) AskEveryWindow() { m.Game.passAlone = [2]bool{} }

// Step answers the pending decision with its bot's choice. It reports
// false once the game is over; a refused choice is an error.
func (m *Match) Step() (bool, error) {
	g := m.Game
	d := g.pendingDecision()
	if d == nil {
		return false, nil
	}
	c := g.botChoice(m.Bots[d.Player], d, &m.views[d.Player])
	if m.Observe != nil {
		m.Observe(d, c)
	}
	if err := g.choose(d.Player, c); err != nil {
		return false, fmt.Errorf("decision %q: %w", g.Pending().Prompt, err)
	}
	return true, nil
}

// Play steps until the game ends or limit decisions have been answered,
// and returns how many were.
func (m *Match) Play(limit int) (int, error) {
	n := 0
	for ; n < limit; n++ {
		ok, err := m.Step()
		if err != nil || !ok {
			return n, err
		}
	}
	return n, nil
}
