package game

import "slices"

// The skills a dilemma requires, for text that gives a personnel "a skill
// required by that dilemma" (gain-skill from: dilemma; Noah Lessing,
// 20V028). The reading is the one dilemma-without-skill uses: a skill the
// dilemma names in a requirement, in a selection or in a filter of its
// steps (not one it excludes), in the order its text names them.

// dilemmaSkills lists the distinct skills dilemma c names.
func dilemmaSkills(c *Card) []string {
	var out []string
	add := func(ks ...string) {
		for _, k := range ks {
			if !slices.Contains(out, k) {
				out = append(out, k)
			}
		}
	}
	var filter func(f *Filter)
	filter = func(f *Filter) {
		if f == nil {
			return
		}
		add(f.Skills...)
		add(f.AllSkills...)
		for i := range f.Any {
			filter(&f.Any[i])
		}
	}
	var walk func(steps []Step)
	walk = func(steps []Step) {
		for i := range steps {
			s := &steps[i]
			if s.req != nil {
				add(s.req.SkillsNamed()...)
			}
			add(s.Skills...)
			filter(s.Filter)
			walk(s.Then)
			walk(s.IfCannot)
		}
	}
	walk(c.Effect)
	return out
}
