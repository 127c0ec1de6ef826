package game

// opponent-facing-yours: a dilemma this card's player owns is being faced
// by the opponent's personnel right now (Diversionary Tactics, 22V018). The personnel who
// face a dilemma are the attempting player's; the dilemma is the one
// being faced now (Rulebook: Facing dilemmas), and it must be owned by
// the player whose text this is, so a dilemma of the attempting player's
// own (one placed in a core, say) does not count. Who is facing it is
// public, so the condition reads nothing hidden.

func opponentFacingConds() map[string]condEntry {
	return map[string]condEntry{
		"opponent-facing-yours": {
			doc:     "the opponent's personnel now face a dilemma that you own",
			example: "cond: opponent-facing-yours",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				return g.opponentFacingYours(g.textYou(ctx))
			},
			text: func(*Cond, condWords) string { return "the opponent's personnel now face a dilemma that you own" },
			slot: slotIfClause,
		},
	}
}

// opponentFacingYours reports whether a personnel of you's opponent is
// facing, now, a dilemma that you own.
func (g *Game) opponentFacingYours(you Player) bool {
	a := g.attempt
	if a == nil || a.dilemma == 0 || a.player == you || len(a.personnel) == 0 {
		return false
	}
	return g.cards[a.dilemma].Owner == you
}
