package game

import (
	"fmt"
	"slices"
	"strings"
)

// More sources for gain-skill (vocab_react_timed.go): a skill the text
// names ("gain Science until the end of this turn": Hogue, Student of
// Political Ethics, 4C118), and a skill of one of your other personnel
// present ("gain a skill from your personnel present": Dukat, Ambitious
// Commander, 24V026).

// validateNamedGain checks a gain-skill step that names its skill: no
// other source, and a real skill.
func validateNamedGain(s *Step) error {
	if s.From != "" {
		return fmt.Errorf("a named skill (skill: %s) takes no from", s.Skill)
	}
	if !IsSkill(s.Skill) {
		return fmt.Errorf("gain-skill needs from, or skill naming a skill (not %q)", s.Skill)
	}
	if s.Count > 1 {
		return fmt.Errorf("a named skill is one skill: count must be 1")
	}
	return nil
}

// gainSkills gives id the skills got until the step's end, and says so.
func (g *Game) gainSkills(ctx fxCtx, s Step, id int, got []string) {
	for _, k := range got {
		g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: []int{id}, skill: k, until: s.Until, player: ctx.p})
	}
	if !g.quiet { // a strong bot's future keeps no events: nothing is worded
		g.emit(Event{Kind: "gain", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s gains %s until %s.", g.ref(id), strings.Join(got, " and "), g.untilLog(s.Until, ctx.p))})
	}
}

// skillsOfPresent lists the skills the player's other personnel present
// with the source (anyone's, with any: Kamala, The Perfect Mate, 1R332)
// have now (gained ones included: Glossary: skills), each once, in the
// order of the skill list.
func (g *Game) skillsOfPresent(ctx fxCtx, any bool) []string {
	var have SkillSet
	for _, id := range g.present(ctx.src) {
		c := g.cards[id]
		if c.Card.Type != Personnel || id == ctx.src || (!any && c.Controller != ctx.p) || !g.considers(ctx.p, id) {
			continue
		}
		ss := g.skills(id)
		for _, k := range Skills() {
			if ss.Level(k) > 0 {
				have.Add(k, 1)
			}
		}
	}
	var out []string
	for _, k := range Skills() {
		if have.Level(k) > 0 && !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}
