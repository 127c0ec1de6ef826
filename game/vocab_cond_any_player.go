package game

// Conditions on what any player commands, not only "you": "while a player
// commands a Temporal event" (U.S.S. Bozeman, Well-Preserved Antique,
// 22V052) and its negation "while no player commands a Temporal event"
// (Morgan Bateson, Confident Commander, 22V037). A modifier's while has
// no "not" (it is a step's word), so the negation is its own entry; both
// read the cards' printed facts only, so a modifier may use them without
// reading what modifiers change. An event a player commands is one in
// that player's core or played on a card (Glossary: command; core).

func anyPlayerConds() map[string]condEntry {
	return map[string]condEntry{
		"player-commands": {
			fields:  []VocabField{fieldOf},
			doc:     "some player (you or an opponent) commands a card in play that the filter matches",
			example: "while: {is: player-commands, of: {type: event, keyword: Temporal}}",
			validate: func(c *Cond) error {
				if err := needOfFilter(c); err != nil {
					return err
				}
				return validateModFilter(c.Of)
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool { return g.anyPlayerCommands(ctx.p, c.Of) },
			text: func(c *Cond, _ condWords) string {
				n := c.Of.Text("card")
				return "a player commands " + article(n) + " " + n
			},
			slot: slotIf, inModifiers: true,
		},
		// at-non-headquarters: "if this ship is at a non-headquarters
		// mission" (U.S.S. Bozeman, 22V052); at's mission field names one
		// type, this leaves one out.
		"at-non-headquarters": {
			doc:     "this card is at a mission that is not a headquarters mission",
			example: "cond: at-non-headquarters",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				m := g.missionOf(ctx.src)
				return m != 0 && !g.cards[m].Card.IsHQ()
			},
			text: func(*Cond, condWords) string { return "at a non-headquarters mission" },
			slot: slotWhileClause, inModifiers: true,
		},
		"no-player-commands": {
			fields:  []VocabField{fieldOf},
			doc:     "no player commands a card in play that the filter matches",
			example: "while: {is: no-player-commands, of: {type: event, keyword: Temporal}}",
			validate: func(c *Cond) error {
				if err := needOfFilter(c); err != nil {
					return err
				}
				return validateModFilter(c.Of)
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool { return !g.anyPlayerCommands(ctx.p, c.Of) },
			text: func(c *Cond, _ condWords) string {
				return "no player commands " + article(c.Of.Text("card")) + " " + c.Of.Text("card")
			},
			slot: slotIf, inModifiers: true,
		},
	}
}

// anyPlayerCommands reports whether a card in play that some player
// commands matches f by its printed facts, as p may consider it.
func (g *Game) anyPlayerCommands(p Player, f *Filter) bool {
	for _, c := range g.cards[1:] {
		if c.Zone.InPlay() && g.considers(p, c.ID) && f.MatchesCard(c.Card) {
			return true
		}
	}
	return false
}
