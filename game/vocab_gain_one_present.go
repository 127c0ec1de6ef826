package game

import (
	"fmt"
	"slices"
)

// gain-skill from: one-present — the skills gained all come from one
// personnel: its player picks one other personnel present with the one
// gaining (their own; anyone's with whose: any) that has at least count
// different skills now, gained ones included, then count different skills
// of it; one level of each is gained (Glossary: skills: a single skill
// gained from another personnel is one level). A stopped personnel of
// the player's own is no source (Glossary: stopped), as Game.considers
// says. Melora Pazlar, Independent Personality, 18V026.

// GainFromOnePresent is the from value of gain-skill described above.
const GainFromOnePresent = "one-present"

// gainFromOnePresentWords names the source: "two different skills of one
// personnel present".
func gainFromOnePresentWords(s Step) string {
	n := max(1, s.Count)
	who := "one of your other " + s.Filter.Text("personnel") + " present"
	if s.Whose == WhoseAny {
		f := s.Filter.Text("personnel")
		who = "one other " + f + " present"
	}
	if n == 1 {
		return "a skill of " + who
	}
	return fmt.Sprintf("%s different skills of %s", numberWord(n), who)
}

// onePresentDonors lists the personnel present with card id that may give
// it the step's skills: another personnel with count different skills.
func (g *Game) onePresentDonors(ctx fxCtx, s *Step, id int) []int {
	var out []int
	for _, x := range g.presentPool(id) {
		c := g.cards[x]
		if x == id || c.Card.Type != Personnel || !g.considers(ctx.p, x) || !g.matches(s.Filter, x) ||
			(s.Whose != WhoseAny && c.Controller != ctx.p) {
			continue
		}
		if len(g.skillsHeld(x)) >= max(1, s.Count) {
			out = append(out, x)
		}
	}
	return out
}

// skillsHeld lists, in the skill order, the skills card id has now.
func (g *Game) skillsHeld(id int) []string {
	ss := g.skills(id)
	var out []string
	for _, k := range Skills() {
		if ss.Level(k) > 0 {
			out = append(out, k)
		}
	}
	return out
}

// someTargetHasOnePresentDonor reports whether a target of the step has a
// personnel present to gain the skills from.
func (g *Game) someTargetHasOnePresentDonor(ctx fxCtx, s *Step) bool {
	return slices.ContainsFunc(g.timedTargets(ctx, s), func(id int) bool {
		return len(g.onePresentDonors(ctx, s, id)) > 0
	})
}

// gainFromOnePresent asks which personnel present gives the skills, then
// which of its skills card id gains.
func (g *Game) gainFromOnePresent(ctx fxCtx, s Step, id int) {
	n := max(1, s.Count)
	pick := func(donor int) {
		skills := g.skillsHeld(donor)
		if len(skills) < n {
			return
		}
		d := &Decision{Player: ctx.p, Kind: KindSelect, Min: n, Max: n,
			Prompt: fmt.Sprintf("%s: which skills of %s does %s gain?", g.cardName(ctx.src), g.cardName(donor), g.cardName(id))}
		for _, k := range skills {
			d.Options = append(d.Options, Option{Label: k, Action: ActPick})
		}
		g.ask(d, func(picks []int) {
			got := make([]string, 0, len(picks))
			for _, i := range picks {
				got = append(got, skills[i])
			}
			g.gainSkills(ctx, s, id, got)
		})
	}
	donors := g.onePresentDonors(ctx, &s, id)
	switch len(donors) {
	case 0:
		return
	case 1:
		pick(donors[0])
		return
	}
	acts := make([]action, 0, len(donors))
	for _, x := range donors {
		acts = append(acts, action{Option{Label: g.cardName(x), Action: ActPick, Card: x}, func() { pick(x) }})
	}
	g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": gain skills of which personnel?", acts)
}
