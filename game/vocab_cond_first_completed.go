package game

// "If no other space mission has been completed": the condition
// no-other-completed holds when no mission matching its filter, other
// than the trigger's own (the one just completed), has been completed by
// any player (Earth, Humanity's Home, 8U055: the first space mission
// completed in the game scores more). Completed missions stay face up
// in their commanders' rows, so both players may check it (Rulebook:
// Winning the Game).

func init() {
	condRegistry["no-other-completed"] = &condEntry{
		fields:   []VocabField{fieldOf},
		doc:      "no mission the filter matches, other than the trigger's, has been completed by any player",
		example:  "cond: {is: no-other-completed, of: {mission: space}}",
		validate: needOfFilter,
		holds: func(g *Game, c *Cond, ctx fxCtx) bool {
			this := g.eventMission(ctx.trig)
			for p := range g.players {
				for _, m := range g.players[p].Missions {
					if m != this && g.cards[m].Completed && g.matches(c.Of, m) {
						return false
					}
				}
			}
			return true
		},
		text: func(c *Cond, _ condWords) string {
			return "no other " + c.Of.Text("mission") + " has been completed"
		},
		slot: slotIfClause,
	}
}
