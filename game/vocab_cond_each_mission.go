package game

// each-mission-is: "if each of your non-headquarters missions is a [GQ]
// mission" (U.S.S. Defiant, Repurposed Warship, 6P061). Missions you
// command are your mission row's (Glossary: command); a headquarters is
// left out, and with no other mission the condition holds, as "each" of
// none does. It reads printed facts (a mission's quadrant, type, region,
// icons), so a modifier may use it.

func eachMissionConds() map[string]condEntry {
	return map[string]condEntry{
		"each-mission-is": {
			fields:  []VocabField{{"of", "a filter each of your non-headquarters missions must match"}},
			doc:     "each of your non-headquarters missions matches the filter by its printed facts",
			example: "cond: {is: each-mission-is, of: {quadrant: gamma}}",
			validate: func(c *Cond) error {
				if err := needOfFilter(c); err != nil {
					return err
				}
				return validateModFilter(c.Of)
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				for _, m := range g.allMissions() {
					if g.commandsMission(ctx.p, m) && !g.cards[m].Card.IsHQ() && !c.Of.MatchesCard(g.cards[m].Card) {
						return false
					}
				}
				return true
			},
			text: func(c *Cond, _ condWords) string {
				n := c.Of.Text("mission")
				return "each of your non-headquarters missions is " + article(n) + " " + n
			},
			slot: slotIf, inModifiers: true,
		},
	}
}
