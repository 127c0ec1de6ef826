package game

import (
	"fmt"
	"slices"
	"strings"
)

// completed-mission: you have completed a mission whose requirements name
// one of skills, or worth at_least points ("if you have completed a
// mission requiring Officer or Treachery"; "while you have completed a
// mission worth 40 or more points": Nador, Curious Commander, 17V056).
// What a mission requires are the skills its requirements name (Ruling:
// Alpha 5 Approach); what it is worth is its points with the changes
// made to them (Rulings: Mission Value Changes), which no personnel's
// modifier makes, so a modifier's while may read it.
func completedConds() map[string]condEntry {
	return map[string]condEntry{
		"completed-mission": {
			fields:  []VocabField{{"skills", "skills, any of which the mission's requirements name"}, {"at_least", "the least the mission is worth"}},
			doc:     "you have completed a mission requiring one of skills, or worth at least at_least points",
			example: "cond: {is: completed-mission, skills: [Officer, Treachery]}",
			validate: func(c *Cond) error {
				for _, k := range c.Skills {
					if !IsSkill(k) {
						return fmt.Errorf("unknown skill %q", k)
					}
				}
				if len(c.Skills) == 0 && c.AtLeast == nil {
					return fmt.Errorf("needs skills or at_least")
				}
				return nil
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				for _, m := range g.allMissions() {
					if g.commandsMission(ctx.p, m) && g.cards[m].Completed && g.completedMatches(c, m) {
						return true
					}
				}
				// a permission to play this card as though one were completed
				return len(c.Skills) > 0 && g.playsAsIfCompleted(ctx, c.Skills) // vocab_as_if_completed.go
			},
			text: func(c *Cond, _ condWords) string {
				t := "you have completed a mission"
				if len(c.Skills) > 0 {
					t += " requiring " + strings.Join(c.Skills, " or ")
				}
				if c.AtLeast != nil {
					t += fmt.Sprintf(" worth %d or more points", *c.AtLeast)
				}
				return t
			},
			slot: slotIf, inModifiers: true,
		},
	}
}

// completedMatches reports whether mission m meets c's skills and worth.
func (g *Game) completedMatches(c *Cond, m int) bool {
	if len(c.Skills) > 0 {
		r := g.missionReq(m)
		if r == nil || !slices.ContainsFunc(c.Skills, func(k string) bool { return slices.Contains(r.SkillsNamed(), k) }) {
			return false
		}
	}
	if c.AtLeast != nil {
		pts := g.cards[m].Card.Points
		g.eachModifierWhere(m, fxMission, layerAll, nil, func(_ int, mod *Modifier, k int) { pts += mod.Points * k })
		if pts < *c.AtLeast {
			return false
		}
	}
	return true
}
