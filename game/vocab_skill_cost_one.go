package game

import "fmt"

// A cost to use one skill of a personnel, not all of them (Glossary:
// skills — a cost to use a skill). A skills_cost modifier with
// skills_cost_of names the skill it charges for (Sirol, Diplomatic
// Adversary, 2R165: an opponent's Treachery at his mission). Unpaid, only
// that skill is left out of the requirement check; the personnel's other
// skills still count. The question and the payment are those of every
// skills cost (vocab_skill_costs.go).

// validateSkillsCostOf checks that skills_cost_of names a skill and
// comes with a cost.
func (m *Modifier) validateSkillsCostOf() error {
	if m.SkillsCostOf == "" {
		return nil
	}
	if !IsSkill(m.SkillsCostOf) {
		return fmt.Errorf("skills_cost_of: unknown skill %q", m.SkillsCostOf)
	}
	if m.SkillsCost <= 0 {
		return fmt.Errorf("skills_cost_of needs skills_cost")
	}
	return nil
}

// skillsCostWords is the generated text of a skills cost.
func skillsCostWords(m *Modifier) string {
	if m.SkillsCostOf != "" {
		return fmt.Sprintf("its %s may be used only by discarding %s from hand", m.SkillsCostOf, countOf(m.SkillsCost, "card"))
	}
	return fmt.Sprintf("its skills may be used only by discarding %s from hand", countOf(m.SkillsCost, "card"))
}

// unpaidSkills is what is left of personnel id's skills s while its
// skills costs are not paid: nothing when any cost reaching it is for all
// its skills, else s without each skill a cost names.
func (g *Game) unpaidSkills(id int, s SkillSet) SkillSet {
	all := false
	var only []int
	g.eachModifierWhere(id, fxSkillsCost, layerAll, nil, func(_ int, m *Modifier, _ int) {
		if m.SkillsCostOf == "" {
			all = true
		} else if k := SkillIndex(m.SkillsCostOf); k >= 0 {
			only = append(only, k)
		}
	})
	if all {
		return SkillSet{}
	}
	for _, k := range only {
		s[k] = 0
	}
	return s
}
