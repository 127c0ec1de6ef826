package game

// Status is how much of a card's game text the engine runs.
type Status string

const (
	// Enforced: all of the card's game text is encoded and tested.
	Enforced Status = "enforced"
	// NoGameText: the card has no game text; its facts are the whole card.
	NoGameText Status = "no game text"
	// NotEnforced: facts only; the card's game text is not run.
	NotEnforced Status = "not enforced"
)

// Enforced reports whether everything the card says is applied: its text
// is encoded and tested, or it has none.
func (c *Card) Enforced() bool { return c.Status == Enforced || c.Status == NoGameText }
