package game

import (
	"fmt"
	"slices"
)

// "If you command four missions that require Strength" (Crom,
// Open-minded, 26V028): a count of the missions a player commands whose
// requirements name a skill or an attribute. A mission requires what its
// requirements name anywhere in them, in either branch of an "or" (the
// requirements as printed and parsed; a mission with no readable
// requirements, a headquarters, requires nothing; Ruling: Alpha 5
// Approach: only what the requirements name counts).

// attributeNames are the personnel attributes requirements may name.
var attributeNames = []string{"Integrity", "Cunning", "Strength"}

func missionsRequiringConds() map[string]condEntry {
	return map[string]condEntry{
		"missions-requiring": {
			fields:  []VocabField{{"what", "a skill or an attribute (Integrity, Cunning, Strength) the requirements name"}, {"at_least", "how many such missions (1 when absent)"}},
			doc:     "you command at least that many missions whose requirements name the skill or attribute (in any branch)",
			example: "cond: {is: missions-requiring, what: Strength, at_least: 4}",
			validate: func(c *Cond) error {
				if !IsSkill(c.What) && !slices.Contains(attributeNames, c.What) {
					return fmt.Errorf("what: %q is neither a skill nor Integrity, Cunning or Strength", c.What)
				}
				return nil
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				n := 1
				if c.AtLeast != nil {
					n = *c.AtLeast
				}
				return g.countMissionsRequiring(ctx.p, c.What) >= n
			},
			text: func(c *Cond, _ condWords) string {
				n := 1
				if c.AtLeast != nil {
					n = *c.AtLeast
				}
				if n == 1 {
					return "you command a mission requiring " + c.What
				}
				return fmt.Sprintf("you command %s missions requiring %s", numberWord(n), c.What)
			},
			slot: slotIf, inModifiers: true,
		},
	}
}

// countMissionsRequiring counts the missions p commands whose requirements
// name what (a skill or an attribute).
func (g *Game) countMissionsRequiring(p Player, what string) int {
	n := 0
	for _, m := range g.players[p].Missions {
		mc := g.cards[m]
		if mc.Controller == p && mc.Card.Req != nil && reqNames(mc.Card.Req, what) {
			n++
		}
	}
	return n
}

// reqNames reports whether r names the skill or attribute what anywhere.
func reqNames(r *Req, what string) bool {
	if (r.Kind == ReqSkill && r.Skill == what) || ((r.Kind == ReqAttr || r.Kind == ReqAttrBelow) && r.Attr == what) {
		return true
	}
	for _, c := range r.Children {
		if reqNames(c, what) {
			return true
		}
	}
	return false
}
