package game

// A condition on what a player does not command: "while you command no
// headquarters mission", "unless you command a card of that title" read
// as a lasting state rather than a step's "unless" (U.S.S. Equinox,
// 20V043, reads both). Missions count: a player commands the missions of
// his or her own row (Glossary: command).
func commandNoneConds() map[string]condEntry {
	return map[string]condEntry{
		"command-none": {
			fields:   []VocabField{fieldOf},
			doc:      "you command no card in play (a mission among them) that the filter matches",
			example:  "while: {is: command-none, of: {mission: headquarters}}",
			validate: needOfFilter,
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				return !g.commandsAtLeast(ctx.p, c.Of, 1)
			},
			text: func(c *Cond, _ condWords) string {
				noun := "card"
				if c.Of.Type == Mission || c.Of.Mission != "" {
					noun = "mission"
				}
				return "you command no " + c.Of.Text(noun)
			},
			slot: slotIf, inModifiers: true,
		},
	}
}
