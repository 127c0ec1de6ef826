package game

import "slices"

// "If this personnel gains a skill from <card>" (Jocelyn LoPresti,
// Coming to Grips, 28V029, with Mission Briefing): text of a personnel
// answered just after another card's text made it gain skills, when that
// card matches of. The personnel must still be in play and its text
// active; the ability's own may, cost and conditions apply as for a
// "when you play" text. gain-all-skills fires it when the personnel gains
// at least one skill.

// WhenGainedSkills: this personnel has just gained skills from a card.
const WhenGainedSkills = "gained-skills"

func init() {
	triggerTable[WhenGainedSkills] = triggerEntry{
		doc:     "just after this personnel gains at least one skill from a card that of matches (gain-all-skills)",
		example: "{when: gained-skills, of: {title: Mission Briefing}, may: true, effect: [{do: gain-skill, from: any, until: dilemma}]}",
		reads:   readsOf,
		words: func(c *Card, a Ability) string {
			from := article(a.Of.Text("card")) + " " + a.Of.Text("card")
			if a.Of != nil && a.Of.Title != "" {
				from = a.Of.Title
			}
			t := "When this " + cardNoun(c) + " gains skills from " + from
			if a.May {
				t += " (optional)"
			}
			return t + a.Cond.text(c)
		},
	}
}

// gainedSkills schedules the gained-skills text of personnel k after src
// made it gain skills.
func (g *Game) gainedSkills(k, src int) {
	c := g.cards[k]
	for i := range slices.Backward(c.Card.Abilities) {
		ab := &c.Card.Abilities[i]
		if ab.When != WhenGainedSkills || (ab.Of != nil && !g.matches(ab.Of, src)) {
			continue
		}
		g.push(func() {
			if !g.cards[k].Zone.InPlay() || !g.activeSource(k) {
				return
			}
			g.useOnPlay(g.cards[k].Controller, k, ab)
		})
	}
}
