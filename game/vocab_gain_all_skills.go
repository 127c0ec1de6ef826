package game

import (
	"errors"
	"fmt"
)

// Gaining every skill of another personnel (Glossary: skills — all
// levels of each skill are gained): one of your personnel facing a
// dilemma gains all the skills another of your personnel at that mission
// has now, gained ones included (Shady Resources, 1S140: the other one a
// Treachery personnel, until the end of that dilemma). target limits
// who may gain (Mission Briefing, 1S131: your [Fed] personnel); a filter
// with stopped: true asks for a stopped one to give its skills (Mission
// Briefing: a stopped [Fed] one of yours), otherwise only
// unstopped ones give.
//
//	effect: [{do: gain-all-skills, filter: {skills: [Treachery]}, until: dilemma}]
//	effect: [{do: gain-all-skills, target: {affiliation: federation}, filter: {affiliation: federation, stopped: true}, until: dilemma}]

// DoGainAllSkills names the verb.
const DoGainAllSkills = "gain-all-skills"

func init() {
	registerVerbs(map[string]verb{
		DoGainAllSkills: {
			doc:    "one of your personnel facing the dilemma (matching target) gains every skill (all levels) that another of your personnel at that mission matching filter has now, until until; only unstopped ones give unless filter says stopped",
			fields: "filter target until",
			validate: func(s *Step) error {
				if s.Until != "dilemma" && s.Until != "attempt" {
					return errors.New("until must be dilemma or attempt (the gain is made while facing a dilemma)")
				}
				if err := s.Target.validate(); err != nil {
					return err
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				return fmt.Sprintf("make one of your %s facing the dilemma gain every skill (all levels) of another %s at that mission that you command, until %s",
					s.Target.Text("personnel"), s.Filter.Text("personnel"), untilPhrase(s.Until))
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				for _, k := range g.facingMatching(ctx.p, s.Target) {
					if len(g.skillDonors(ctx.p, s.Filter, k)) > 0 {
						return true
					}
				}
				return false
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.gainAllSkills(ctx, s) },
		},
	})
}

// skillDonors lists p's personnel other than k at k's mission that f
// matches and that p may use (not stopped, unless f asks for stopped
// ones).
func (g *Game) skillDonors(p Player, f *Filter, k int) []int {
	m := g.missionOf(k)
	if m == 0 {
		return nil
	}
	var out []int
	for _, c := range g.cards[1:] {
		if c.ID != k && c.Card.Type == Personnel && c.Zone.InPlay() && c.Controller == p && (g.considers(p, c.ID) || (f != nil && f.Stopped)) &&
			g.missionOf(c.ID) == m && g.matches(f, c.ID) {
			out = append(out, c.ID)
		}
	}
	return out
}

// gainAllSkills has ctx.p pick the personnel facing the dilemma (when
// several could gain) and the one whose skills it gains (when several
// could give), then makes the gain last until s.Until.
func (g *Game) gainAllSkills(ctx fxCtx, s Step) {
	var takers []int
	for _, k := range g.facingMatching(ctx.p, s.Target) {
		if len(g.skillDonors(ctx.p, s.Filter, k)) > 0 {
			takers = append(takers, k)
		}
	}
	give := func(k, d int) {
		ss := g.stats(d).Skills // as it has them now, gained ones included
		g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: []int{k}, all: ss, until: s.Until, player: ctx.p})
		g.emitNamed(Event{Kind: "gain", Player: ctx.p, Cards: []int{k, d}}, func(name func(int) string) string {
			return fmt.Sprintf("%s gains all the skills of %s until %s.", name(k), name(d), g.untilLog(s.Until, ctx.p))
		})
		if ss != (SkillSet{}) {
			g.gainedSkills(k, ctx.src) // "if she gains a skill from ..." (vocab_gained_skills.go)
		}
	}
	pickDonor := func(k int) {
		// Announced before the donor is picked (vocab_about_to_gain_skill.go).
		g.aboutToGainSkills(ctx, g.one(k), func(ids []int) {
			ds := g.skillDonors(ctx.p, s.Filter, k)
			if len(ids) == 0 || len(ds) == 0 {
				return
			}
			if len(ds) == 1 {
				give(k, ds[0])
				return
			}
			var acts []action
			for _, d := range ds {
				acts = append(acts, action{Option{Label: g.cardName(d), Action: ActPick, Card: d}, func() { give(k, d) }})
			}
			g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: %s gains the skills of which personnel?", g.cardName(ctx.src), g.cardName(k)), acts)
		})
	}
	switch len(takers) {
	case 0:
		g.emit(Event{Kind: "ability", Player: ctx.p, Cards: g.one(ctx.src), Text: g.ref(ctx.src) + ": no personnel can gain skills now."})
		return
	case 1:
		pickDonor(takers[0])
		return
	}
	var acts []action
	for _, k := range takers {
		acts = append(acts, action{Option{Label: g.cardName(k), Action: ActPick, Card: k}, func() { pickDonor(k) }})
	}
	g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": which of your personnel facing the dilemma gains the skills?", acts)
}
