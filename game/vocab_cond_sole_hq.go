package game

// sole-headquarters: you command a headquarters mission the filter
// matches and no other headquarters mission ("if you command Bajor and no
// other headquarters mission": Opaka, Collaborator, 23V035; Boon of the
// Celestial Temple, 28V007). A player commands the missions of his or her
// own row (Glossary: command), so a copy of that title in an opponent's
// row does not count, and a second headquarters of the same title would
// be another one.
func soleHeadquartersConds() map[string]condEntry {
	return map[string]condEntry{
		"sole-headquarters": {
			fields:   []VocabField{fieldOf},
			doc:      "you command a headquarters mission the filter matches and no other headquarters mission",
			example:  "cond: {is: sole-headquarters, of: {title: Bajor}}",
			validate: needOfFilter,
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				n, match := 0, false
				for _, m := range g.players[ctx.p].Missions {
					mc := g.cards[m]
					if !mc.Card.IsHQ() || !g.commandsMission(ctx.p, m) {
						continue
					}
					n++
					match = match || g.matches(c.Of, m)
				}
				return n == 1 && match
			},
			text: func(c *Cond, _ condWords) string {
				name := c.Of.Text("headquarters mission")
				if c.Of.onlyTitle() {
					name = c.Of.Title
				}
				return "you command " + name + " and no other headquarters mission"
			},
			slot: slotIf, inModifiers: true,
		},
	}
}
