package game

import (
	"errors"
	"fmt"
	"slices"
)

// A personnel's own permission to be played aboard a ship of yours at a
// higher cost (Worf, Governor of H'atoria, 14C093: aboard your [TNG]
// ship at cost +2). Rulebook: Playing specific kinds of cards — a card's
// text may allow another place; Paying costs — the extra is part of the
// cost of playing it there. The extra is owed only where the card's own
// text is what lets it be played: at a headquarters, or aboard a ship
// another right reaches (a mission's permission, the card's play_at, a
// card in play's play-here text), it costs what it would cost without
// that text (a play-here right with an extra of its own: the cheaper of
// the two).

// validateOwnExtra checks extra_cost on a card's own permission.
func (pa *PlayAboard) validateOwnExtra() error {
	if pa.ExtraCost == 0 {
		return nil
	}
	if pa.Card != nil {
		return errors.New("play_aboard: extra_cost belongs to a card's own permission, not one for other cards")
	}
	if pa.ExtraCost < 0 {
		return errors.New("play_aboard: extra_cost cannot be negative")
	}
	return nil
}

// ownExtraText words the extra ("at cost +2").
func (pa *PlayAboard) ownExtraText() string {
	if pa.ExtraCost == 0 {
		return ""
	}
	return fmt.Sprintf(" at cost %+d", pa.ExtraCost)
}

// aboardOwnExtra is what p pays beyond c's cost to play it aboard ship
// dest by c's own permission: its extra_cost when no other right reaches
// dest, else 0 (or the smaller extra of a play-here right).
func (g *Game) aboardOwnExtra(p Player, c *Inst, dest int) int {
	pa := c.Card.PlayAboard
	if pa == nil || pa.Opponent || pa.Card != nil || pa.ExtraCost == 0 || dest == 0 {
		return 0
	}
	if d := g.cards[dest]; d.Card.Type != Ship || d.Controller != p || !slices.Contains(g.aboardShips(p, pa), dest) {
		return 0
	}
	without := withoutOwnAboard(c)
	if slices.Contains(g.playAboardSites(p, without), dest) || slices.Contains(g.playAtSites(p, without), dest) {
		return 0
	}
	if slices.Contains(g.playHereDestinations(p, without), dest) {
		return min(pa.ExtraCost, g.playHereExtra(p, without, dest))
	}
	return pa.ExtraCost
}
