package game

// A personnel's text about another personnel of its player's using a
// skill to complete a mission, such as a religious leader among those
// completing it (Solbor, Faithful Attendant, 4R108). As for
// used-skill, a personnel uses a skill to complete a mission when it is
// among those completing it and has a skill its requirements name
// (Glossary: skills); the card whose text it is never counts.
func otherUsedSkillConds() map[string]condEntry {
	return map[string]condEntry{
		"other-used-skill": {
			fields:   []VocabField{fieldOf},
			doc:      "another personnel of yours that the filter matches was among those completing the mission with a skill its requirements name (Glossary: skills)",
			example:  "cond: {is: other-used-skill, of: {keyword: Vedek}}",
			validate: needOfFilter,
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				return g.completerUsedSkill(c, ctx, func(p *Inst) bool { return p.ID != ctx.src })
			},
			text: func(c *Cond, _ condWords) string {
				f := c.Of.Text("personnel")
				return "another " + f + " of yours was among those completing it with a skill its requirements name"
			},
			slot: slotIfClause,
		},
	}
}
