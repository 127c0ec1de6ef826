package game

import (
	"fmt"
	"slices"
	"strings"
)

// add-mission-requirements from: here. An interrupt answering an
// opponent's "about to complete" (Glossary: attempting missions, 5.d)
// may add to that mission's requirements the skills of the player's own
// personnel there: each of them the filter matches (Secret Conspiracy,
// 1R137), or one of them the player picks (count: 1: Founder Trap,
// 3R072). The skills are read as the step runs, gained ones included
// (Rulebook: Skills), each at its level; skills named in except are left
// out. Several personnel add up: two with Security add 2 Security. A
// personnel "at that mission" is on its planet or aboard a ship there
// (Rulings: At This Mission).

// reqSourcesHere lists ctx.p's personnel at mission m that s.Filter
// matches.
func (g *Game) reqSourcesHere(ctx fxCtx, s *Step, m int) []int {
	var out []int
	var buf [16]int
	for _, id := range g.personnelAt(buf[:0], m) {
		if g.cards[id].Controller == ctx.p && g.matches(s.Filter, id) {
			out = append(out, id)
		}
	}
	return out
}

// addReqsFromHere adds the skills of the matching personnel (or of the
// one picked) to mission m's requirements.
func (g *Game) addReqsFromHere(ctx fxCtx, s Step, m int) {
	ids := g.reqSourcesHere(ctx, &s, m)
	add := func(ids []int) {
		var total SkillSet
		for _, id := range ids {
			ss := g.skills(id)
			for i := range total {
				total[i] += ss[i]
			}
		}
		var skills []SkillLevel
		for i, n := range total {
			if n > 0 && !slices.Contains(s.Except, skillNames[i]) {
				skills = append(skills, SkillLevel{Skill: skillNames[i], Level: int(n)})
			}
		}
		g.recordMissionReqs(ctx, m, skills, s.Until)
	}
	if s.Count == 1 && len(ids) > 1 {
		g.pickPresent(ctx, "add whose skills to the mission's requirements?", ids, func(id int) { add([]int{id}) })
		return
	}
	add(ids)
}

// addReqsHereText words the from: here form.
func addReqsHereText(s Step) string {
	whose := "each of your " + s.Filter.Text("personnel") + " at that mission"
	if s.Count == 1 {
		whose = "your " + s.Filter.Text("personnel") + " at that mission (one you choose)"
	}
	except := ""
	if len(s.Except) > 0 {
		except = fmt.Sprintf(" except %s", strings.Join(s.Except, " and "))
	}
	return fmt.Sprintf("add the skills%s of %s to that mission's requirements until the end of the turn", except, whose)
}
