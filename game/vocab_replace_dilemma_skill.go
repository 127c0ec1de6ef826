package game

import (
	"fmt"
	"slices"
)

// replace-dilemma-skill: while its player's personnel face a dilemma, a
// card rewrites that dilemma's requirements: every level of one skill they
// name, the player's pick, becomes amount levels of skill instead (The Big
// Picture, 40V020: 2 Treachery in place of the skill, however many levels
// were asked). Only the dilemma's requirements change (its "unless"
// requirements and those of its conditions), not the skills its
// selections or filters read, and only while that dilemma is faced: the
// change is kept with the dilemma being faced (dilemmaState.swaps) and
// read wherever its requirements are checked (reqFor). Possible only
// while a dilemma whose requirements name a skill is faced.

// DoReplaceDilemmaSkill names the verb.
const DoReplaceDilemmaSkill = "replace-dilemma-skill"

// skillSwap is one skill of a dilemma's requirements replaced: each
// requirement of from asks for level levels of to instead.
type skillSwap struct {
	from, to string
	level    int
}

func init() {
	registerVerbs(map[string]verb{
		DoReplaceDilemmaSkill: {
			doc:    "while your personnel face a dilemma: pick a skill its requirements name; until the dilemma ends each requirement of that skill, at any level, asks for amount levels of skill instead",
			fields: "skill amount",
			validate: func(s *Step) error {
				if !IsSkill(s.Skill) {
					return fmt.Errorf("skill: unknown skill %q", s.Skill)
				}
				if s.Amount < 1 {
					return fmt.Errorf("amount must be 1 or more, not %d", s.Amount)
				}
				return nil
			},
			text: func(s Step) string {
				return fmt.Sprintf("choose a skill that dilemma's requirements name: until the dilemma ends, every level of it there is replaced by %d %s", s.Amount, s.Skill)
			},
			possible: func(g *Game, ctx fxCtx, _ *Step) bool { return len(g.facedReqSkills(ctx.p)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				skills := g.facedReqSkills(ctx.p)
				a := g.attempt
				var acts []action
				for _, k := range skills {
					acts = append(acts, action{Option{Label: "Replace " + k, Action: ActPick}, func() {
						a.special.swaps = append(a.special.swaps, skillSwap{from: k, to: s.Skill, level: s.Amount})
						g.emit(Event{Kind: "requirements", Player: ctx.p, Cards: []int{ctx.src, a.dilemma}, Text: fmt.Sprintf("%s: %s's requirements ask for %d %s wherever they asked for %s.", g.ref(ctx.src), g.ref(a.dilemma), s.Amount, s.Skill, k)})
					}})
				}
				if len(acts) > 0 {
					g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": replace which skill of the dilemma's requirements?", acts)
				}
			},
		},
	})
}

// facedReqSkills lists the skills the requirements of the dilemma p's
// personnel face name (none when p faces none).
func (g *Game) facedReqSkills(p Player) []string {
	a := g.attempt
	if a == nil || a.dilemma == 0 || a.player != p {
		return nil
	}
	return dilemmaReqSkills(g.cards[a.dilemma].Card)
}

// dilemmaReqSkills lists the skills named by a dilemma's requirements: its
// steps' requirements and those of their conditions, however nested
// (dilemmaSkillsNamed also reads selections and filters).
func dilemmaReqSkills(c *Card) []string {
	var out []string
	add := func(r *Req) {
		if r == nil {
			return
		}
		for _, k := range r.SkillsNamed() {
			if !slices.Contains(out, k) {
				out = append(out, k)
			}
		}
	}
	eachNestedStep(c.Effect, func(s *Step) { // vocab_dilemma_requiring.go
		add(s.req)
		for j := range s.Cond {
			add(s.Cond[j].req)
		}
	})
	return out
}

// swapSkills is r with each of swaps applied to its skill requirements
// (r itself when none applies).
func swapSkills(r *Req, swaps []skillSwap) *Req {
	if r == nil || len(swaps) == 0 {
		return r
	}
	c := *r
	if c.Kind == ReqSkill {
		for _, sw := range swaps {
			if c.Skill == sw.from {
				c.Skill, c.skill, c.Level = sw.to, SkillIndex(sw.to), sw.level
				break // replaced once: a later swap of the new skill does not chain
			}
		}
	}
	if len(r.Children) > 0 {
		c.Children = make([]*Req, len(r.Children))
		for i, k := range r.Children {
			c.Children[i] = swapSkills(k, swaps)
		}
	}
	return &c
}
