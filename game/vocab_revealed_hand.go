package game

// Whether a player has revealed his or her hand this turn ("if you have
// not revealed your hand this turn": Yranac, 26V046). A whole hand
// revealed by any text counts (a cost, a dilemma's step, an order); it is
// marked in usedThisTurn, cleared as each turn ends, under the player's
// number and revealedHandKey.

const revealedHandKey = -7

func revealedHandConds() map[string]condEntry {
	return map[string]condEntry{
		"hand-not-revealed": {
			doc:     "your hand has not been revealed this turn",
			example: "cond: hand-not-revealed",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				return !g.usedThisTurn[abilityKey{int(ctx.p), revealedHandKey}]
			},
			text: func(*Cond, condWords) string { return "your hand has not been revealed this turn" },
			slot: slotIf, inModifiers: true,
		},
	}
}

// noteRevealedHand marks that p revealed his or her hand this turn.
func (g *Game) noteRevealedHand(p Player) {
	if g.usedThisTurn == nil {
		g.usedThisTurn = map[abilityKey]bool{}
	}
	g.usedThisTurn[abilityKey{int(p), revealedHandKey}] = true
}
