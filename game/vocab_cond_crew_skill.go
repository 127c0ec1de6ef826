package game

import "slices"

// A ship's text about its crew completing a mission: "when your
// personnel aboard uses a skill to complete a mission" (Tenak'talar,
// Vanguard of the Occupation, 19V014). A personnel uses a skill to
// complete a mission when it is among those completing it and has a
// skill the mission's requirements name (Glossary: skills; the same
// reading as used-skill, which is about the card itself).
func crewSkillConds() map[string]condEntry {
	return map[string]condEntry{
		"crew-used-skill": {
			fields:   []VocabField{fieldOf},
			doc:      "a personnel of yours aboard this ship that the filter matches was among those completing the mission with a skill its requirements name (Glossary: skills)",
			example:  "cond: {is: crew-used-skill, of: {species: Cardassian, unique: true}}",
			validate: needOfFilter,
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				return g.completerUsedSkill(c, ctx, func(p *Inst) bool { return p.Zone == ZAboard && p.Where == ctx.src })
			},
			text: func(c *Cond, _ condWords) string {
				f := c.Of.Text("personnel")
				return "your " + f + " aboard this ship was among those completing it with a skill its requirements name"
			},
			slot: slotIfClause,
		},
	}
}

// completerUsedSkill reports whether one of ctx.p's personnel among those
// completing the trigger's mission, matching c.Of and which, had a skill
// its requirements name (Glossary: skills).
func (g *Game) completerUsedSkill(c *Cond, ctx fxCtx, which func(*Inst) bool) bool {
	m := g.eventMission(ctx.trig)
	if m == 0 || ctx.trig == nil {
		return false
	}
	return slices.ContainsFunc(ctx.trig.Cards, func(id int) bool {
		p := g.cards[id]
		return p.Controller == ctx.p && which(p) && g.matches(c.Of, id) && g.couldUseSkill(id, g.cards[m].Card, ctx.trig)
	})
}
