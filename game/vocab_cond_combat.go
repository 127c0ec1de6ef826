package game

import "slices"

// "While in combat" (Starfleet Type-2 Phaser, 1U071): a combat is being
// resolved where the card whose text it is stands — it is one of the
// cards involved, or present with one (Rulebook: Combat: everyone at the
// place where a combat begins is involved). The engine keeps the cards
// involved while the combat is resolved (Game.combatGroup), from before
// the Strength totals are read until its results are done, so a
// modifier with this condition counts in those totals.
func combatConds() map[string]condEntry {
	return map[string]condEntry{
		"in-combat": {
			doc: "a combat is being resolved where this card is (it, or a card present with it, is involved)", example: "while: in-combat",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				if len(g.combatGroup) == 0 {
					return false
				}
				if slices.Contains(g.combatGroup, ctx.src) {
					return true
				}
				for _, id := range g.presentPool(ctx.src) {
					if slices.Contains(g.combatGroup, id) {
						return true
					}
				}
				return false
			},
			text:        func(*Cond, condWords) string { return "in combat" },
			slot:        slotWhileClause,
			inModifiers: true,
		},
	}
}
