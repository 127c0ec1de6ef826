package game

import (
	"fmt"
	"strings"
)

// gain-skill, two more ways to gain (vocab_react_timed.go):
//
//   - from: own: the skills the target itself has as the step runs,
//     listed or gained (Rulebook: Skills: gaining a skill it already has
//     raises its level by one); without all, its player picks one of them;
//   - all: true: no choice, the target gains every skill the source
//     offers at once. From the mission (from: mission, Richard Galen,
//     Legendary Archaeologist, 23V045) it gains each skill printed in the
//     requirements of the mission attempted, in every alternative, at the
//     level named there: gaining "all skills" adds all their levels
//     (Glossary: skills), so a mission naming 2 Diplomacy gives 2
//     Diplomacy. A skill named in several alternatives is gained once, at
//     the highest level any of them names (the mission has it at that
//     level; alternatives are not added together). Only printed skills
//     count (Ruling: Alpha 5 Approach). From its own skills (from: own,
//     Infinite Combinations, 26V015) it gains one more level of each
//     skill it has, the set read as the step runs (Glossary:
//     modifications: what a text reads is fixed as it resolves).
//
// What is gained is one timed effect holding the levels, ending with the
// step's until, and reads as a gain while it lasts (a dilemma barring
// gains bars it: vocab_cannot_gain.go).

// GainFromOwn names the source of the target's own skills.
const GainFromOwn = "own"

// validateGainAll checks the all field: a source that offers a set of
// skills, no count.
func validateGainAll(s *Step) error {
	if !s.All {
		return nil
	}
	if s.From != "mission" && s.From != GainFromOwn {
		return fmt.Errorf("all reads from: mission or from: %s only, not %q", GainFromOwn, s.From)
	}
	if s.Count > 1 {
		return fmt.Errorf("all gains every skill of its source: no count")
	}
	return nil
}

// gainAllWords words what a gain-skill step with all, or from: own,
// gives.
func gainAllWords(s Step) string {
	switch {
	case s.All && s.From == GainFromOwn:
		return "one more level of each skill it has"
	case s.All:
		return "each skill the mission's requirements name (all levels named, in every alternative)"
	}
	return "one more level of a skill it has"
}

// missionSkillLevels is what the requirements of mission m (those of the
// attempt under way there) name: each skill at the highest level named.
func (g *Game) missionSkillLevels(m int) SkillSet {
	var ss SkillSet
	r := g.attemptBaseReq(m)
	if r == nil {
		return ss
	}
	r.eachSkillTerm(func(n *Req) {
		if i := SkillIndex(n.Skill); i >= 0 {
			ss[i] = max(ss[i], int16(max(1, n.Level)))
		}
	})
	return ss
}

// ownSkills lists the skills personnel id has now, in the skill list's
// order.
func (g *Game) ownSkills(id int) []string {
	have := g.skills(id)
	var out []string
	for i, k := range skillNames {
		if have[i] > 0 {
			out = append(out, k)
		}
	}
	return out
}

// gainAllSet is what a gain-skill step with all gives target id now.
func (g *Game) gainAllSet(ctx fxCtx, s *Step, id int) SkillSet {
	if s.From == GainFromOwn {
		var ss SkillSet
		for _, k := range g.ownSkills(id) {
			ss.Add(k, 1)
		}
		return ss
	}
	m := g.gainMission(ctx)
	if m == 0 {
		return SkillSet{}
	}
	return g.missionSkillLevels(m)
}

// gainAllPossible reports whether a gain-skill step with all, or from:
// own, gives some target something now.
func (g *Game) gainAllPossible(ctx fxCtx, s *Step) bool {
	for _, id := range g.timedTargets(ctx, s) {
		if s.All && g.gainAllSet(ctx, s, id) != (SkillSet{}) || !s.All && len(g.ownSkills(id)) > 0 {
			return true
		}
	}
	return false
}

// gainAll gives id every skill of the step's source until its end.
func (g *Game) gainAll(ctx fxCtx, s Step, id int) {
	ss := g.gainAllSet(ctx, &s, id)
	if ss == (SkillSet{}) {
		g.emit(Event{Kind: "gain", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s: %s gains nothing.", g.ref(ctx.src), g.ref(id))})
		return
	}
	g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: []int{id}, all: ss, gainsAll: true, until: s.Until, player: ctx.p})
	g.emit(Event{Kind: "gain", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s gains %s until %s.", g.ref(id), skillSetWords(ss), g.untilLog(s.Until, ctx.p))})
}

// skillSetWords lists the levels of ss: "2 Diplomacy, Science".
func skillSetWords(ss SkillSet) string {
	var parts []string
	for i, k := range skillNames {
		switch n := ss[i]; {
		case n == 1:
			parts = append(parts, k)
		case n > 1:
			parts = append(parts, fmt.Sprintf("%d %s", n, k))
		}
	}
	return strings.Join(parts, ", ")
}
