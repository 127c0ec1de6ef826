package game

import (
	"fmt"
	"slices"
)

// "Cannot be killed or stopped by that dilemma", where the dilemma is one
// the card named earlier (name-dilemma; Glossary: naming cards — a title,
// so every copy of that title counts). The modifier field cannot_by_named
// narrows a modifier's dilemma outcomes to the dilemma being faced when
// its title is one its source card has named, while that name holds
// (Benjamin Sisko, Vastly Outnumbered, 20V017). Before anything is named,
// and against every other dilemma, the cannot does not apply. A card
// selected for an action it cannot perform ignores that action, and a
// chosen selection passes it by (Rulebook: Facing Dilemmas;
// vocab_react_cannot.go).

// validateCannotByNamed checks cannot_by_named: only with the outcomes a
// dilemma's own action meets, and not together with cannot_by.
func (m *Modifier) validateCannotByNamed() error {
	if m.CannotBy != nil {
		return fmt.Errorf("cannot_by_named: use it or cannot_by, not both")
	}
	if len(m.Cannot) == 0 {
		return fmt.Errorf("cannot_by_named: needs cannot")
	}
	for _, o := range m.Cannot {
		if !isDilemmaCannot(o) {
			return fmt.Errorf("cannot_by_named: narrows only outcomes dilemmas cause (stop-by-dilemma, kill-by-dilemma, random-select), not %q", o)
		}
	}
	return nil
}

// namedDilemmaIs reports whether dilemma dil has a title card src has
// named and still holds named.
func (g *Game) namedDilemmaIs(src, dil int) bool {
	return dil != 0 && slices.Contains(g.namedDilemmas(src), g.cards[dil].Card.Title)
}
