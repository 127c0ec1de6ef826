package game

import "errors"

// An event played into the opponent's core (Rulebook: Event; Glossary:
// command, core): its player plays and pays for it, but it enters the
// other player's core and that player commands it from then on; its
// owner does not change (Under Siege, 20V005). Text of other cards that
// reads what an opponent commands sees it as that player's card (Li
// Nalas, Vastly Outnumbered, 20V014: an Assault event an opponent
// commands).

// validateOpponentCore refuses opponent_core on a card that is not an
// event played into a core.
func (c *Card) validateOpponentCore() error {
	if !c.OpponentCore {
		return nil
	}
	if c.Type != EventCard || !c.Core || c.PlaysOn != "" {
		return errors.New("opponent_core is for an event with core: true and no plays_on")
	}
	return nil
}

// opponentCoreText words where such an event goes.
const opponentCoreText = "Played into your opponent's core, where it stays; that player commands it."

// coreController is who commands event c played by p into a core: p, or
// for opponent_core, p's opponent.
func coreController(c *Card, p Player) Player {
	if c.OpponentCore {
		return p.Other()
	}
	return p
}
