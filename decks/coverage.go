package decks

import (
	"fmt"
	"strings"

	"github.com/stccg/stccg/game"
)

// Coverage says how much of a deck the engine enforces: how many of its
// different cards are enforced, have no game text, or are not enforced
// (their facts apply, their text is not run).
type Coverage struct {
	Enforced, NoGameText, NotEnforced int
	// Unenforced names the cards that are not enforced, in deck order.
	Unenforced []string
}

// Coverage counts the deck's different cards by encoding status.
func (d *Deck) Coverage() Coverage {
	var c Coverage
	seen := map[*game.Card]bool{}
	for _, e := range d.Entries {
		if seen[e.Card] {
			continue
		}
		seen[e.Card] = true
		switch e.Card.Status {
		case game.Enforced:
			c.Enforced++
		case game.NoGameText:
			c.NoGameText++
		default:
			c.NotEnforced++
			c.Unenforced = append(c.Unenforced, e.Card.DeckName())
		}
	}
	return c
}

// Cards is the number of different cards counted.
func (c Coverage) Cards() int { return c.Enforced + c.NoGameText + c.NotEnforced }

// Percent is the share of the deck's different cards whose every word is
// applied (enforced or with no game text).
func (c Coverage) Percent() float64 {
	if c.Cards() == 0 {
		return 100
	}
	return 100 * float64(c.Enforced+c.NoGameText) / float64(c.Cards())
}

// String is a one-line summary.
func (c Coverage) String() string {
	s := fmt.Sprintf("coverage %.0f%%: %d enforced, %d with no game text, %d not enforced", c.Percent(), c.Enforced, c.NoGameText, c.NotEnforced)
	if len(c.Unenforced) > 0 {
		s += " (" + strings.Join(c.Unenforced, "; ") + ")"
	}
	return s
}
