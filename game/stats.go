package game

// stats is what personnel id brings to a requirement right now: printed
// skills and attributes, then modifiers from cards in play, recomputed from
// state each time rather than patched in place (Glossary: modifications).
func (g *Game) stats(id int) Stats {
	var s Stats
	g.statsInto(id, &s)
	return s
}

// statsInto is stats written into s, for callers that keep many.
func (g *Game) statsInto(id int, s *Stats) {
	c := g.cards[id].Card
	*s = Stats{Skills: c.printedSkills, Integrity: c.Integrity, Cunning: c.Cunning, Strength: c.Strength}
	g.applyModifiers(id, s)
	// Zero: a number below zero becomes zero.
	s.Integrity, s.Cunning, s.Strength = max(0, s.Integrity), max(0, s.Cunning), max(0, s.Strength)
}

func (g *Game) groupStats(ids []int) []Stats {
	out := make([]Stats, len(ids))
	for i, id := range ids {
		out[i] = g.stats(id)
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
