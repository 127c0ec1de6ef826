package game

// trigger-present: one of your cards the trigger is about is present
// with this card ("when your personnel present begin a mission attempt":
// Orb of Prophecy and Change, 30V012). Unlike on: present, which answers
// once for each such card and names it, this condition lets an ability
// answer the event as a whole, for text that does nothing to the
// personnel the trigger is about. Present: on the same planet or
// headquarters, or aboard the same ship (Rulebook: Present).
func triggerPresentConds() map[string]condEntry {
	return map[string]condEntry{
		"trigger-present": {
			doc:     "one of your cards the trigger is about is present with this card",
			example: "cond: trigger-present",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				if ctx.trig == nil {
					return false
				}
				for _, id := range ctx.trig.Cards {
					if g.cards[id].Controller == ctx.p && g.arePresent(ctx.src, id) {
						return true
					}
				}
				return false
			},
			text: func(*Cond, condWords) string { return "with your personnel present" },
			slot: slotClause,
		},
	}
}
