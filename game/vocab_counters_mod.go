package game

import (
	"errors"
	"fmt"
)

// Fewer counters (Karemman Fleece, 33V013: while its player commands it
// without owning it, that player has one fewer counter in each of their
// Play and Draw Cards segments). A modifier with counters (negative, to:
// self) takes that many from the seven counters its card's controller
// has as each of that player's Play and Draw Cards segments begins
// (Rulebook: 1. Play and Draw Cards), while its conditions hold then;
// never below zero.

// validateCounters checks the counters field at load.
func (m *Modifier) validateCounters() error {
	if m.Counters == 0 {
		return nil
	}
	if m.Counters > 0 {
		return errors.New("counters: only fewer counters (a negative number) are read")
	}
	if m.To != ToSelf {
		return errors.New("counters: the change is its card's controller's; write to: self")
	}
	if m.Per != nil {
		return errors.New("counters: per is not read for it")
	}
	return nil
}

// counterChange is how many counters p's cards in play take from p's
// Play and Draw Cards segment as it begins (zero or less).
func (g *Game) counterChange(p Player) int {
	n := 0
	for _, id := range g.modSources { // only cards with modifiers can change it
		c := g.cards[id]
		if c.Controller != p || !c.Zone.InPlay() {
			continue
		}
		for i := range c.Card.Modifiers {
			m := &c.Card.Modifiers[i]
			if m.Counters != 0 && g.modSourceActive(c.ID) && g.condsHold(c.ID, m.While) {
				n += m.Counters
			}
		}
	}
	return n
}

// countersWords words the change for the card's generated text.
func (m *Modifier) countersWords() []string {
	if m.Counters == 0 {
		return nil
	}
	n := -m.Counters
	what := "one fewer counter"
	if n > 1 {
		what = fmt.Sprintf("%d fewer counters", n)
	}
	return []string{"its controller has " + what + " to spend in each of their Play and Draw Cards segments"}
}
