package game

import (
	"fmt"
	"slices"
)

// A combat "involving this personnel" (Limara'Son, Fierce Soldier,
// 3U160): the combat step with to: self begins only where the card whose
// text it is stands, unstopped, with an opponent's personnel (Rulebook:
// Combat — a card may require a certain characteristic to begin it).

func validateCombatTo(s *Step) error {
	if s.To != "" && s.To != "self" {
		return fmt.Errorf("to must be self or absent, not %q", s.To)
	}
	return s.Filter.validate()
}

// combatPlacesOf lists where the combat step s could begin for ctx: every
// place combatStartsWith finds, or with to: self only the one holding
// ctx.src, which must be unstopped.
func (g *Game) combatPlacesOf(ctx fxCtx, s *Step) [][]int {
	places := g.combatStartsWith(ctx.p, s.Filter)
	if s.To != "self" {
		return places
	}
	if g.cards[ctx.src].Stopped {
		return nil
	}
	return slices.DeleteFunc(places, func(group []int) bool { return !slices.Contains(group, ctx.src) })
}
