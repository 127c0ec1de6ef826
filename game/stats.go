package game

// stats is what personnel id brings to a requirement right now: printed
// skills and attributes, then modifiers from cards in play, recomputed from
// state each time rather than patched in place (Glossary: modifications).
//
// Skills come in two layers so that a skill a personnel has gained counts
// like a printed one (Rulebook: Skills): first the printed skills plus
// every gain from an effect that does not itself ask about skills
// (skills); then the effects that pick their targets by skill (Kahlest:
// "personnel who has Honor") read that layer. One layer deep, so no
// effect depends on itself.
func (g *Game) stats(id int) Stats {
	c := g.cards[id].Card
	s := Stats{Skills: g.skills(id), Integrity: c.Integrity, Cunning: c.Cunning, Strength: c.Strength}
	g.eachModifier(id, func(_ int, m *Modifier) {
		s.Integrity += m.Integrity + m.Attributes
		s.Cunning += m.Cunning + m.Attributes
		s.Strength += m.Strength + m.Attributes
		if readsSkills(m) {
			for _, k := range m.Gains {
				s.Skills.Add(k, 1)
			}
		}
	})
	g.applyTimedAttributes(id, &s)
	if g.skillsBlocked(id) {
		s.Skills = SkillSet{} // it cannot use its skills now
	}
	// Zero: a number below zero becomes zero.
	s.Integrity, s.Cunning, s.Strength = max(0, s.Integrity), max(0, s.Cunning), max(0, s.Strength)
	return s
}

// skills is personnel id's skills before any effect that picks its targets
// by skill: printed, gained from modifiers and gained until the end of a
// turn, attempt or dilemma.
func (g *Game) skills(id int) SkillSet {
	ss := g.cards[id].Card.printedSkills
	g.eachModifierWhere(id, func(m *Modifier) bool { return !readsSkills(m) }, func(_ int, m *Modifier) {
		for _, k := range m.Gains {
			ss.Add(k, 1)
		}
	})
	g.applyTimedSkills(id, &ss)
	return ss
}

// readsSkills reports whether a modifier picks its targets by skill.
func readsSkills(m *Modifier) bool { return m.To == ToPresentWithSkill }

func (g *Game) groupStats(ids []int) []Stats {
	out := make([]Stats, len(ids))
	for i, id := range ids {
		out[i] = g.stats(id)
		out[i].Card = g.cards[id].Card
	}
	return out
}

// hasAnySkill reports whether personnel id has at least one of skills (any
// personnel when skills is empty).
func (g *Game) hasAnySkill(id int, skills []string) bool {
	if len(skills) == 0 {
		return true
	}
	s := g.stats(id)
	for _, k := range skills {
		if s.Skills.Level(k) > 0 {
			return true
		}
	}
	return false
}
