package game

import (
	"fmt"
	"strings"
)

// A skill named for a dilemma, read back by its requirements (Infinite
// Diversity, 22V006: four skills may not be named, and the named skill
// joins each alternative of its requirement). The name step's except
// lists the skills that may not be named; the condition req-with-named
// reads the
// dilemma's requirements with the named skill added to each of their
// alternatives ("X and that skill or Y and that skill").
//
// When nothing was named (its cost was not paid), "that skill" is none,
// and none cannot be had: the requirements are not void, they cannot be
// met (Ruling: Dilemmas With Conditional Requirements).

func validateExcept(except []string) error {
	for _, k := range except {
		if !IsSkill(k) {
			return fmt.Errorf("except: unknown skill %q", k)
		}
	}
	return nil
}

// exceptText words the skills that may not be named: " (other than Law
// or Telepathy)".
func exceptText(except []string) string {
	if len(except) == 0 {
		return ""
	}
	return " (other than " + orList(except) + ")"
}

// orList joins words as "A, B, or C".
func orList(ws []string) string {
	switch len(ws) {
	case 1:
		return ws[0]
	case 2:
		return ws[0] + " or " + ws[1]
	}
	return strings.Join(ws[:len(ws)-1], ", ") + ", or " + ws[len(ws)-1]
}

func init() {
	condRegistry["req-with-named"] = &condEntry{
		fields:  []VocabField{{"req", "requirements, as a mission prints them, each alternative of which also needs the named skill"}, fieldGroup},
		doc:     "the personnel of the group (those facing the dilemma when absent) meet the requirements with the skill named for this dilemma added to each alternative; with nothing named they cannot be met",
		example: `cond: {is: req-with-named, req: "Anthropology or Science", not: true}`,
		validate: func(c *Cond) error {
			r, err := ParseRequirements(c.Req)
			if err != nil {
				return err
			}
			if u := r.UnknownConds(); len(u) > 0 {
				return fmt.Errorf("the engine cannot check %q", u)
			}
			c.req = r
			return validGroupIfSet(c.Group)
		},
		holds: func(g *Game, c *Cond, ctx fxCtx) bool {
			a := g.attempt
			if a == nil || a.special.named == "" {
				return false
			}
			group := GroupFacing
			if c.Group != "" {
				group = c.Group
			}
			rc := &ReqCtx{Group: g.groupStats(g.group(ctx, group, nil)), Cond: func(cond string) bool { return g.reqCond(g.textYou(ctx), cond) }}
			if group == GroupFacing {
				rc = g.reqCtx(a)
			}
			return g.raisedReq(withSkill(c.req, a.special.named)).MetIn(rc)
		},
		text: func(c *Cond, _ condWords) string {
			who := "you"
			if c.Group != "" && c.Group != GroupFacing {
				who = groupNoun(c.Group)
			}
			alts := []*Req{c.req}
			if c.req.Kind == ReqOr {
				alts = c.req.Children
			}
			parts := make([]string, len(alts))
			for i, alt := range alts {
				parts[i] = alt.String() + " and the named skill"
			}
			return who + " have " + strings.Join(parts, " or ")
		},
		slot: slotIf,
	}
}

// withSkill is r with one more level of skill k needed in each of its
// alternatives; an alternative already naming k needs one level more
// of it ("Anthropology and that skill", Anthropology named: 2
// Anthropology), as a skill added to requirements is counted apart from
// those printed (Ruling: Alpha 5 Approach — a skill added to the
// requirements is treated separately).
func withSkill(r *Req, k string) *Req {
	if r.Kind == ReqOr {
		or := &Req{Kind: ReqOr}
		for _, alt := range r.Children {
			or.Children = append(or.Children, withSkill(alt, k))
		}
		return or
	}
	var terms []*Req
	if r.Kind == ReqAnd {
		terms = append(terms, r.Children...)
	} else {
		terms = append(terms, r)
	}
	and := &Req{Kind: ReqAnd}
	added := false
	for _, t := range terms {
		if !added && t.Kind == ReqSkill && t.Skill == k {
			t2 := *t
			t2.Level++
			and.Children = append(and.Children, &t2)
			added = true
			continue
		}
		and.Children = append(and.Children, t)
	}
	if !added {
		and.Children = append(and.Children, &Req{Kind: ReqSkill, Skill: k, skill: SkillIndex(k), Level: 1})
	}
	return and
}
