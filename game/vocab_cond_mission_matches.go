package game

// mission-matches: the mission of the trigger (where a card was played,
// the mission completed or attempted) matches a filter by its printed
// facts — its title ("when you play this personnel at Athos IV": Kobb,
// 2C151) or its region ("when you complete a Region: Demilitarized Zone
// mission": Ro Laren, Apologetic Defector, 24V032). A trigger with no
// mission does not match. A card's own "when you play this" text has no
// trigger: its mission is the one the card entered play at.

func init() {
	condRegistry["mission-matches"] = &condEntry{
		fields:   []VocabField{fieldOf},
		doc:      "the mission of the trigger (where the card was played, the mission attempted or completed) matches the filter by its printed facts",
		example:  "cond: {is: mission-matches, of: {title: Athos IV}}",
		validate: needOfFilter,
		holds: func(g *Game, c *Cond, ctx fxCtx) bool {
			m := g.eventMission(ctx.trig)
			if m == 0 && ctx.trig == nil {
				m = ctx.mission // a card's own "when you play this": where it entered play
			}
			return m != 0 && c.Of.MatchesCard(g.cards[m].Card)
		},
		text: func(c *Cond, _ condWords) string {
			if only := *c.Of; only.Title != "" {
				only.Title, only.titleKey = "", ""
				if only.IsZero() {
					return "that mission is " + c.Of.Title // a mission named by its title alone
				}
			}
			n := c.ofText("mission")
			return "that mission is " + article(n) + " " + n
		},
		slot: slotIfClause,
	}
}
