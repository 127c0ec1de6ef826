package game

// The filter field skill_level_at_least: a personnel with at least that
// many levels of some one skill (Staffing Shortage, 29V009: two levels of
// a skill). Levels are read as a personnel has them now, gained ones
// included, as the other skill fields read them (Rulebook: Skills — a
// personnel who gains a skill it has has one more level of it).

// maxSkillLevelOf is the highest level of any one skill in s.
func maxSkillLevelOf(s *SkillSet) int {
	n := 0
	for _, l := range s {
		n = max(n, int(l))
	}
	return n
}
