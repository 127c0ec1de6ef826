package game

import "errors"

// Meeting skill requirements with another skill (Macet, Skeptical
// Commander, 10R058, lets Treachery stand in for two other skills a
// dilemma requires). A personnel's substitute marks
// its Stats (SkillUsing); a skill requirement then counts, for that
// personnel, the better of its levels of the skill required and of the
// skill it may use instead. Requirements are the bold words of a
// dilemma or mission (Glossary: dilemmas — requirements), so only skill
// requirements read it, not a dilemma's other mentions of a skill.
//
//	modifiers:
//	  - {to: self, while: facing-dilemma, substitute: {for: [Diplomacy, Honor], with: Treachery}}

// skillUse: the personnel may meet requirements for skill For with its
// levels of skill With, each 1 + its SkillIndex (0: an empty entry). A
// few entries in an array keep Stats comparable and free of allocation;
// no card gives one personnel more than two.
type skillUse struct{ For, With uint8 }

// validateSkillSubstitute checks a substitute whose With is a skill:
// For lists other skills, and it reaches a personnel (a group's skill
// total has no meaning: each personnel brings its own levels).
func (m *Modifier) validateSkillSubstitute() error {
	s := m.Substitute
	if len(s.For) == 0 {
		return errors.New("substitute needs for (skills) and with (a skill)")
	}
	for _, k := range s.For {
		if !IsSkill(k) || k == s.With {
			return errors.New("substitute: a skill stands in only for other skills")
		}
	}
	if m.To == ToThisMission {
		return errors.New("substitute: a skill stands in for a personnel's skill, not a mission's")
	}
	return nil
}

// substituteSkill lets the personnel meet requirements for sub.For with
// its levels of sub.With.
func (s *Stats) substituteSkill(sub *Substitute) {
	w := uint8(SkillIndex(sub.With) + 1)
	for _, k := range sub.For {
		u := skillUse{For: uint8(SkillIndex(k) + 1), With: w}
		for i := range s.SkillUsing {
			if e := &s.SkillUsing[i]; *e == u || e.For == 0 {
				*e = u
				break
			}
		}
	}
}

// reqSkillLevel is how many levels of skill i the personnel brings to a
// skill requirement: its own, or the better level of a skill it may use
// instead (the player picks for each requirement; the better one is
// what a player would pick).
func (s *Stats) reqSkillLevel(i int) int {
	n := int(s.Skills[i])
	for _, u := range s.SkillUsing {
		if u.For == 0 {
			break
		}
		if int(u.For) == i+1 {
			n = max(n, int(s.Skills[u.With-1]))
		}
	}
	return n
}
