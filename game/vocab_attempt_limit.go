package game

import "slices"

// "You may begin only one mission attempt each turn" (Power Loss, 31V019):
// a modifier's cannot outcome attempt reaching the player's missions,
// while the condition began-attempt holds:
//
//	modifiers:
//	  - {to: in-play, of: {type: mission}, cannot: [attempt], while: began-attempt}
//
// Rulebook: Order – Attempt a mission: a player may attempt any number of
// missions in a turn unless text limits it; a mission that cannot be
// attempted is simply not offered (Glossary: cannot / may not), so an
// attempt already under way is not touched.
//
// began-attempt holds once the player has begun a mission attempt this
// turn. The engine remembers it only while some card's modifier reads the
// condition (rememberAttempt), so games without such a card keep the
// state they always had.

// OutAttempt is the cannot outcome of a mission that cannot be attempted.
const OutAttempt = "attempt"

// condBeganAttempt: you have begun a mission attempt this turn.
const condBeganAttempt = "began-attempt"

// attemptBegunKey marks, in usedThisTurn, a mission whose attempt began
// this turn (abilityKey{mission, attemptBegunKey}); the map is cleared as
// each turn ends.
const attemptBegunKey = -4

func init() {
	missionCannotWords[OutAttempt] = [2]string{"", "attempted"}
	condRegistry[condBeganAttempt] = &condEntry{
		doc:     "you have begun a mission attempt this turn",
		example: "while: began-attempt",
		holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
			return g.beganAttempt(ctx.p)
		},
		text: func(*Cond, condWords) string { return "you have begun a mission attempt this turn" },
		slot: slotWhileClause, inModifiers: true,
	}
}

// beganAttempt reports whether p has begun a mission attempt this turn.
func (g *Game) beganAttempt(p Player) bool {
	for k, on := range g.usedThisTurn {
		if on && k.ability == attemptBegunKey && g.cards[k.card].Controller == p {
			return true
		}
	}
	return false
}

// rememberAttempt notes that mission m's attempt began this turn, when a
// card's modifier reads began-attempt.
func (g *Game) rememberAttempt(m int) {
	for _, src := range g.modSources {
		if slices.ContainsFunc(g.cards[src].Card.Modifiers, func(x Modifier) bool {
			return slices.ContainsFunc(x.While, func(c Cond) bool { return c.Is == condBeganAttempt })
		}) {
			g.usedThisTurn[abilityKey{m, attemptBegunKey}] = true
			return
		}
	}
}
