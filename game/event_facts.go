package game

// EventFacts are what an event means for statistics, beyond its kind, player
// and cards: where in an attempt it happened, and details no log shows.
// The simulator's report reads them (never the text); they are dropped
// from every event a player receives (Event.For), so they may hold what
// only the engine knows.
type EventFacts struct {
	// Mission is the mission being attempted when the event happened, and
	// Dilemma the dilemma being faced (0 when none): every stop, kill or
	// capture while facing a dilemma is set down to that dilemma.
	Mission int
	Dilemma int
	// Hidden lists cards the event concerns that its text does not name:
	// the dilemmas placed face down in a stack.
	Hidden []int
	// Reason says why a dilemma was overcome (OvercomeFaced and so on).
	Reason string
}

// Why a dilemma is overcome (Facts.Reason of an "overcome" event).
const (
	OvercomeFaced     = "faced"      // faced, and it did not stay or return
	OvercomePrevented = "prevented"  // a card prevented it while it was faced
	OvercomeNoneLeft  = "none-left"  // no personnel remained to face it
	OvercomeCopy      = "copy"       // a copy was already revealed this attempt
	OvercomeWrongType = "wrong-type" // a planet dilemma at a space mission or the reverse
	OvercomeCost      = "cost"       // it would have taken the cost over the limit
)

// noteFacts sets the facts every event gets from the state it happens in.
func (g *Game) noteFacts(e *Event) {
	if a := g.attempt; a != nil {
		e.Facts.Mission, e.Facts.Dilemma = a.mission, a.dilemma
	}
}

// Events returns every event so far with its facts: for the simulator's
// statistics and for tests, never for a player (use Log or EventsSince).
// In a game driven by Match the text of the most frequent events is
// written only when Log or EventsSince reads it; Events does not write
// it. The slice is the game's own while the game lasts (do not change
// it); a finished game's are built anew from its archive at each call.
func (g *Game) Events() []Event { return g.eventsFrom(0) }

// CardOf returns the card and owner of instance id (nil when there is no
// such instance), for reading the cards that events name.
func (g *Game) CardOf(id int) (*Card, Player) {
	if c := g.card(id); c != nil {
		return c.Card, c.Owner
	}
	return nil, 0
}

// Score returns player p's score.
func (g *Game) Score(p Player) int { return g.players[p].Score }
