package tui

import "github.com/stccg/stccg/game"

// Session is the game a Model plays. A local session (hot-seat or against
// the bot) holds the whole *game.Game; a network session holds one seat
// and learns of changes made elsewhere (the other player, the connection)
// through Changed.
type Session interface {
	// Seat is the one seat this session plays (network play: no hand-off
	// screen), or Hotseat when both seats share this screen.
	Seat() game.Player
	// View is what seat p may see. A network session only answers for its
	// own seat.
	View(p game.Player) game.View
	// Pending is the decision the game waits on when this session may see
	// it: always for a local game, only its own for a network seat.
	Pending() *game.Decision
	// Choose answers the pending decision for p. A network session may
	// answer later: a refusal then arrives as a Notice.
	Choose(p game.Player, c game.Choice) error
	// EventsSince is the log after sequence number seq as p reads it.
	EventsSince(p game.Player, seq int) []game.Event
	// Result is how the game ended, or nil while it goes on.
	Result() *game.Result
	// Seed is the game's seed when this session may know it (a network
	// seat learns it only when the game is over: it would reveal the
	// other player's deck order).
	Seed() (uint64, bool)
	// Changed delivers a value whenever the game or the connection
	// changed without this session choosing; it is closed when nothing
	// more will come. Nil for a local game.
	Changed() <-chan struct{}
	// Notice returns, once, what to tell the player about the session
	// (a refused choice, the opponent leaving, a lost connection).
	Notice() (text string, isErr bool)
	// SetAutoPass sets whether seat p passes response windows without
	// being asked, and AutoPass reports it (game.Game.SetAutoPass). A
	// network session sets only its own seat.
	SetAutoPass(p game.Player, on bool) error
	AutoPass(p game.Player) bool
}

// Hotseat is Session.Seat of a game where both seats share the screen.
const Hotseat game.Player = -1

// localSession is a game played entirely in this process.
type localSession struct{ g *game.Game }

// Local wraps a game played entirely in this process (hot-seat, vs bot).
func Local(g *game.Game) Session { return localSession{g} }

func (s localSession) Seat() game.Player            { return Hotseat }
func (s localSession) View(p game.Player) game.View { return s.g.View(p) }
func (s localSession) Pending() *game.Decision      { return s.g.Pending() }
func (s localSession) Result() *game.Result         { return s.g.Result() }

// Seed is known only once the game is over: whoever reads it knows every
// shuffle, so every hidden card (issue 24 item 11), and in hot-seat or
// against the bot the screen is shared.
func (s localSession) Seed() (uint64, bool)     { return s.g.Seed(), s.g.Result() != nil }
func (s localSession) Changed() <-chan struct{} { return nil }
func (s localSession) Notice() (string, bool)   { return "", false }
func (s localSession) EventsSince(p game.Player, seq int) []game.Event {
	return s.g.EventsSince(p, seq)
}

func (s localSession) SetAutoPass(p game.Player, on bool) error {
	s.g.SetAutoPass(p, on)
	return nil
}
func (s localSession) AutoPass(p game.Player) bool { return s.g.AutoPass(p) }

func (s localSession) Choose(p game.Player, c game.Choice) error {
	_, err := s.g.Choose(p, c)
	return err
}
