package game

import (
	"fmt"
	"slices"
)

// A protection against the cards an opponent owns: the `cannot` modifier
// narrowed by `cannot_source: opponent` holds only when the card about to
// cause the outcome is owned by a player other than the modifier source's
// controller. Its reach includes `to: in-your-discard` (the cards in its
// controller's discard pile), so "an opponent's cards cannot remove your
// discard-pile personnel from the game" is
// `{to: in-your-discard, of: {type: personnel}, cannot: [remove-from-game],
// cannot_source: opponent}` (Boon of the Celestial Temple, 28V007). The
// general cannot (vocab_react_cannot.go) never reads such a modifier: it
// knows no causing card.

// CannotSourceOpponent: only cards an opponent owns are barred.
const CannotSourceOpponent = "opponent"

// CannotSourceByOpponent: only an opponent's acts are barred, the player
// commanding the card whose text does it (a dilemma's, its owner): effects
// belong to the commander of the card producing them (Rulings: A Few
// Minor Difficulties). Lovok Founder, Effective Changeling, 12U053: an
// opponent cannot take command of him, capture him or kill him, while his
// own player's text still may (vocab_cannot_by_opponent.go).
const CannotSourceByOpponent = "by-opponent"

// OutPrevent: a card being played is prevented (Glossary: playing a
// card, steps 5-6); only a cannot_source modifier on the card itself
// (to: self) bars it, read before the card is in play (Finding Our Way,
// 10C027: an opponent's cards cannot prevent or destroy it).
const OutPrevent = "prevent"

// isSourceCannot: outcomes only a cannot_source modifier bars. A destroy
// is barred when a card destroys it by its text (vocab_core_events.go,
// vocab_destroy_cards.go).
func isSourceCannot(o string) bool {
	return o == OutRemoveFromGame || o == OutDestroy || o == OutPrevent || o == OutTakeCommand || o == OutLeaveBrig
}

// unpreventableBy reports whether card id, about to be played, protects
// itself from being prevented by the text of card by: its own modifier
// to: self with cannot: [prevent] and cannot_source: opponent, by's owner
// another player than id's.
func (g *Game) unpreventableBy(id, by int) bool {
	if id == 0 || by == 0 || g.cards[by].Owner == g.cards[id].Owner {
		return false
	}
	if g.shieldedFrom(id, by) { // a named title shielded for a while (vocab_shield_named.go)
		return true
	}
	for i := range g.cards[id].Card.Modifiers {
		m := &g.cards[id].Card.Modifiers[i]
		if m.To == "self" && m.CannotSource == CannotSourceOpponent && slices.Contains(m.Cannot, OutPrevent) {
			return true
		}
	}
	return false
}

func (m *Modifier) validateCannotSource() error {
	switch m.CannotSource {
	case "":
		for _, o := range m.Cannot {
			if isSourceCannot(o) {
				return fmt.Errorf("cannot: %s needs cannot_source", o)
			}
		}
		if m.rel == relYourDiscard {
			return fmt.Errorf("to: %s needs cannot_source", ToYourDiscard)
		}
		return nil
	case CannotSourceOpponent:
	case CannotSourceByOpponent:
		if err := m.validateByOpponent(); err != nil { // vocab_cannot_by_opponent.go
			return err
		}
	case CannotSourceOwn:
		if err := m.validateCannotOwn(); err != nil { // vocab_cannot_leave_brig.go
			return err
		}
	default:
		return fmt.Errorf("cannot_source: want %s, %s or %s, not %q", CannotSourceOpponent, CannotSourceByOpponent, CannotSourceOwn, m.CannotSource)
	}
	if len(m.Cannot) == 0 {
		return fmt.Errorf("cannot_source needs cannot")
	}
	if m.CannotBy != nil || m.CannotByNamed {
		return fmt.Errorf("cannot_source cannot be narrowed by cannot_by")
	}
	return nil
}

// cannotBy reports whether card id cannot undergo outcome by the text of
// card by (0: by the rules, never barred here), through a cannot_source
// modifier that reaches it.
func (g *Game) cannotBy(id int, outcome string, by int) bool {
	if g.cards[id].Zone.InPlay() && g.cannotLeavePlay(id, outcome) { // vocab_ship_on_event.go: by anyone
		return true
	}
	if by == 0 {
		return false
	}
	if outcome == OutDestroy && g.shieldedFrom(id, by) { // vocab_shield_named.go
		return true
	}
	owner, actor := g.cards[by].Owner, g.cards[by].Controller
	found := false
	g.eachModifierWhere(id, fxCannot, layerAll, nil, func(src int, m *Modifier, _ int) {
		if found || !slices.Contains(m.Cannot, outcome) {
			return
		}
		switch m.CannotSource {
		case CannotSourceOpponent:
			found = owner != g.cards[src].Controller
		case CannotSourceByOpponent: // the player whose card's text acts: vocab_cannot_by_opponent.go
			found = actor != g.cards[src].Controller
		}
	})
	return found
}

// cannotSourceWords words who the protection holds against.
func cannotSourceWords(m *Modifier) string {
	switch m.CannotSource {
	case CannotSourceOpponent:
		return " by cards an opponent owns"
	case CannotSourceByOpponent:
		return " by an opponent"
	case CannotSourceOwn:
		return " by cards its owner owns"
	}
	return ""
}
