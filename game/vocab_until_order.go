package game

import (
	"fmt"
	"slices"
)

// until: order — a timed effect made by an order that lasts until that
// same order is executed again: the new execution ends the old effect
// before making its own (James Moriarty, Awakened Nemesis, 39V014; the
// family of orders whose effect lasts until the order is executed again).
// The effect is keyed to its order: the card that made it and which of the
// card's abilities (timedEffect.order), so another order of the same card
// does not end it. It also ends when the card that made it, or the card it
// changes, leaves play: a card that comes back is a new card, without the
// old card's effects (Glossary: leaving play). It lasts across turns.
//
// Any timed verb (validateTimed) may use it, in an order's effect only
// (validateAbilities refuses it elsewhere: nothing would end it).

// UntilOrder: a timed effect lasting until its order is executed again.
const UntilOrder = "order"

// stepsLastOrder reports whether steps (nested ones too) make an effect
// lasting until their order is executed again.
func stepsLastOrder(steps []Step) bool {
	for i := range steps {
		s := &steps[i]
		if s.Until == UntilOrder {
			return true
		}
		for _, nested := range append([][]Step{s.Then, s.IfCannot, s.Cost, s.Else}, s.Choices...) {
			if stepsLastOrder(nested) {
				return true
			}
		}
	}
	return false
}

// validateUntilOrder refuses until: order outside an order's effect.
func validateUntilOrder(a *Ability) error {
	if stepsLastOrder(a.Cost) {
		return fmt.Errorf("until: %s is for an order's effect, not its cost", UntilOrder)
	}
	if a.When != WhenOrder && stepsLastOrder(a.Effect) {
		return fmt.Errorf("until: %s is read in an order's effect only (when: order)", UntilOrder)
	}
	return nil
}

// pushLastingOrder schedules executing order a of a card whose effect
// lasts until it is executed again: its cost, then the old effects end,
// the effect runs, what it made is marked as this order's, and the orders
// go on.
func (g *Game) pushLastingOrder(ctx fxCtx, key abilityKey, a *Ability) {
	g.push(func() { g.runCost(ctx, a.Cost) },
		func() { g.endOrderEffects(key) },
		func() { g.runAbility(ctx.paidWith(a.Cost), a.Effect) },
		func() { g.markOrderEffects(key) },
		g.ordersStep)
}

// endOrderEffects ends the effects order key made when it was executed
// before.
func (g *Game) endOrderEffects(key abilityKey) {
	keep := g.turnFx[:0]
	for _, fx := range g.turnFx {
		if fx.until != UntilOrder || fx.source != key.card || fx.order != key.ability+1 {
			keep = append(keep, fx)
		}
	}
	g.turnFx = keep
}

// markOrderEffects marks the order-lasting effects card key.card has just
// made (not yet marked) as order key's.
func (g *Game) markOrderEffects(key abilityKey) {
	for i := range g.turnFx {
		if fx := &g.turnFx[i]; fx.until == UntilOrder && fx.source == key.card && fx.order == 0 {
			fx.order = key.ability + 1
		}
	}
}

// orderEffectsLeavePlay ends the order-lasting effects made by card id or
// changing it, as it leaves play.
func (g *Game) orderEffectsLeavePlay(id int) {
	keep := g.turnFx[:0]
	for _, fx := range g.turnFx {
		if fx.until != UntilOrder || (fx.source != id && !slices.Contains(fx.targets, id)) {
			keep = append(keep, fx)
		}
	}
	g.turnFx = keep
}
