package game

import "fmt"

// Text that lowers the Range a ship needs for a move (Rulebook: Order –
// Move a ship: the Range required is the two spans, two more across
// quadrants, two less within one region). Hikaru Sulu, Loyal Captain
// (15V031): the ship he is aboard needs 2 less when it moves to a mission
// where his player commands a ship. The text is the personnel's, so it
// acts while he is aboard, in play and not stopped (a stopped card's
// player ignores it: Glossary: stopped), and only for the ship he is
// aboard. What is subtracted never takes the Range required below 0.
// A ship's own such text (Trager, Patrol Ship, 10R106: 2 less for a move
// that starts at an opponent's mission, from: opponent-mission) acts for
// that ship while it is in play.

// RangeDiscount (PlayText range_discount) is Amount less Range required
// for the ship this card is aboard, moving to a mission To describes.
type RangeDiscount struct {
	Amount int `yaml:"amount" json:"amount"`
	// To: where the move goes: RangeToYourShip, a mission where the
	// moving ship's controller commands another ship. From: where it
	// starts: RangeFromOpponentMission, a mission an opponent commands.
	To   string `yaml:"to,omitempty" json:"to,omitempty"`
	From string `yaml:"from,omitempty" json:"from,omitempty"`
}

// RangeToYourShip: a mission where you command a ship.
const RangeToYourShip = "your-ship-there"

// RangeFromOpponentMission: a move starting at an opponent's mission.
const RangeFromOpponentMission = "opponent-mission"

func (r *RangeDiscount) validate() error {
	if r == nil {
		return nil
	}
	if r.Amount <= 0 {
		return fmt.Errorf("range_discount: amount must be positive")
	}
	if r.To != "" && r.To != RangeToYourShip {
		return fmt.Errorf("range_discount: to must be %s, not %q", RangeToYourShip, r.To)
	}
	if r.From != "" && r.From != RangeFromOpponentMission {
		return fmt.Errorf("range_discount: from must be %s, not %q", RangeFromOpponentMission, r.From)
	}
	if (r.To == "") == (r.From == "") {
		return fmt.Errorf("range_discount: give to or from (one of them)")
	}
	return nil
}

// text words it for the card's generated text.
func (r *RangeDiscount) text(c *Card) string {
	if r.From == RangeFromOpponentMission {
		return fmt.Sprintf("Moves of this %s that start at an opponent's mission need %d less Range.", cardNoun(c), r.Amount)
	}
	return fmt.Sprintf("Moves of the ship carrying this %s need %d less Range when another ship of yours is already at the destination.", cardNoun(c), r.Amount)
}

// rangeDiscount is how much less Range ship s needs to move from one
// mission to another, by its own text and the text of the cards aboard
// it.
func (g *Game) rangeDiscount(s, from, to int) int {
	sc := g.cards[s]
	n := 0
	count := func(r *RangeDiscount) {
		switch {
		case r.To == RangeToYourShip && g.commandsShipAt(sc.Controller, to, s),
			r.From == RangeFromOpponentMission && g.cards[from].Controller != sc.Controller:
			n += r.Amount
		}
	}
	if r := sc.Card.RangeDiscount; r != nil {
		count(r)
	}
	for _, id := range sc.Aboard {
		r := g.cards[id].Card.RangeDiscount
		if r == nil || g.cards[id].Controller != sc.Controller || !g.activeSource(id) {
			continue
		}
		count(r)
	}
	return n
}

// hasRangeDiscount reports whether a card aboard ship s has such text
// (checked once per ship before each destination is weighed).
func (g *Game) hasRangeDiscount(s int) bool {
	if g.cards[s].Card.RangeDiscount != nil {
		return true
	}
	for _, id := range g.cards[s].Aboard {
		if g.cards[id].Card.RangeDiscount != nil {
			return true
		}
	}
	return false
}

// commandsShipAt reports whether p commands a ship other than except at
// mission m.
func (g *Game) commandsShipAt(p Player, m, except int) bool {
	for _, id := range g.cards[m].Ships {
		if id != except && g.cards[id].Controller == p {
			return true
		}
	}
	return false
}

// moveNeed is the Range ship s needs to move from one mission to another:
// the rulebook's figure (need) less what text aboard takes off, never
// below 0.
func (g *Game) moveNeed(s, from, to, need int) int {
	if !g.hasRangeDiscount(s) {
		return need
	}
	return max(0, need-g.rangeDiscount(s, from, to))
}
