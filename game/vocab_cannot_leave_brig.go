package game

import (
	"fmt"
	"slices"
)

// A captive its own player's cards cannot free: `{to: self, cannot:
// [leave-brig], cannot_source: own}` (Keevan, Pragmatic Captor, 43V017).
// While the personnel is in an opponent's brig (any brig but its owner's:
// Rulebook: Brig and Captives), no card its owner owns takes it out:
// rescue-from-brig, brig-to-attempt and release-captive leave it out of
// their choices. A captive's text is otherwise not in use, so this is read
// from the card itself, as a card being played protects itself
// (unpreventableBy), not through the modifiers in play.

// OutLeaveBrig: a captive is taken out of a brig (only with cannot_source:
// own).
const OutLeaveBrig = "leave-brig"

// CannotSourceOwn: only cards the source's owner owns are barred.
const CannotSourceOwn = "own"

func (m *Modifier) validateCannotOwn() error {
	if m.To != "self" {
		return fmt.Errorf("cannot_source: %s reaches only to: self", CannotSourceOwn)
	}
	for _, o := range m.Cannot {
		if o != OutLeaveBrig {
			return fmt.Errorf("cannot_source: %s bars only %s, not %q", CannotSourceOwn, OutLeaveBrig, o)
		}
	}
	return nil
}

// mayLeaveBrigBy reports whether captive id may be taken out of its brig
// by the text of card by (0: by the rules).
func (g *Game) mayLeaveBrigBy(id, by int) bool {
	if by == 0 || g.cards[by].Owner != g.cards[id].Owner {
		return true
	}
	for i := range g.cards[id].Card.Modifiers {
		m := &g.cards[id].Card.Modifiers[i]
		if m.To == "self" && m.CannotSource == CannotSourceOwn && slices.Contains(m.Cannot, OutLeaveBrig) {
			return false
		}
	}
	return true
}
