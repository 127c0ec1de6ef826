package game

import (
	"fmt"
	"slices"
	"strings"
)

// facing-dilemma-requiring: this personnel faces a dilemma that requires
// one of the skills (Klag, Second Officer, 16V039, shields himself and
// others from random picks by such a dilemma). A dilemma
// requires a skill its text names in bold: in its requirements, in a
// selection or filter by skill, in a condition's requirements (Rulings:
// Dilemmas Requiring Skills Outside Mission Attempt; Dilemmas with
// Variable Skills, a count of different skills naming none of them).

func init() {
	condRegistry["facing-dilemma-requiring"] = &condEntry{
		fields:  []VocabField{{"skills", "skills, one of which the dilemma faced must require"}},
		doc:     "this personnel faces a dilemma whose text requires one of skills (its requirements, selections, filters and conditions name it)",
		example: "while: {is: facing-dilemma-requiring, skills: [Honor, Officer]}",
		validate: func(c *Cond) error {
			if len(c.Skills) == 0 {
				return fmt.Errorf("needs skills")
			}
			for _, k := range c.Skills {
				if !IsSkill(k) {
					return fmt.Errorf("unknown skill %q", k)
				}
			}
			return nil
		},
		holds: func(g *Game, c *Cond, ctx fxCtx) bool {
			a := g.attempt
			if a == nil || a.dilemma == 0 || a.player != ctx.p || !slices.Contains(a.personnel, ctx.src) {
				return false
			}
			named := dilemmaSkillsNamed(g.cards[a.dilemma].Card)
			return slices.ContainsFunc(c.Skills, func(k string) bool { return slices.Contains(named, k) })
		},
		text: func(c *Cond, _ condWords) string {
			return "facing a dilemma that requires " + strings.Join(c.Skills, " or ")
		},
		slot: slotWhileClause, inModifiers: true,
	}
}

// dilemmaSkillsNamed lists the skills a dilemma's encoded text names:
// each step's skills, requirements and filters (its amounts' too), and
// the requirements and filters of its conditions, however nested.
func dilemmaSkillsNamed(c *Card) []string {
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
		add(f.NotSkills...)
		for i := range f.Any {
			filter(&f.Any[i])
		}
	}
	eachNestedStep(c.Effect, func(s *Step) {
		add(s.Skills...)
		if s.req != nil {
			add(s.req.SkillsNamed()...)
		}
		filter(s.Filter)
		for j := range s.Cond {
			cd := &s.Cond[j]
			if cd.req != nil {
				add(cd.req.SkillsNamed()...)
			}
			add(cd.Skills...)
			filter(cd.Of)
			for _, am := range []*Amount{cd.Amount, cd.Above} {
				if am != nil {
					filter(am.Filter)
				}
			}
		}
		if s.Many != nil {
			filter(s.Many.Filter)
		}
	})
	return out
}

// eachNestedStep calls fn for each step of steps and of the steps nested
// in them (then, if_cannot, else, cost, choices), however deep.
func eachNestedStep(steps []Step, fn func(s *Step)) {
	for i := range steps {
		s := &steps[i]
		fn(s)
		for _, nested := range append([][]Step{s.Then, s.IfCannot, s.Else, s.Cost}, s.Choices...) {
			eachNestedStep(nested, fn)
		}
	}
}
