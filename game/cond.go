package game

import "fmt"

// Cond is a condition card text sets on an ability ("if you command a
// mission requiring Science"). Every field set must hold. It is checked
// when the ability would be used, against the player using it.
type Cond struct {
	// MissionRequires: the player commands a mission whose requirements
	// name this skill (Ruling: Alpha 5 Approach — a mission "requiring" a
	// skill prints it in its requirements).
	MissionRequires string `yaml:"mission_requires,omitempty" json:"mission_requires,omitempty"`
}

func (c *Cond) validate() error {
	if c == nil {
		return nil
	}
	if c.MissionRequires != "" && !IsSkill(c.MissionRequires) {
		return fmt.Errorf("condition: unknown skill %q", c.MissionRequires)
	}
	return nil
}

// holds reports whether the condition holds for player p.
func (g *Game) holds(p Player, c *Cond) bool {
	if c == nil {
		return true
	}
	if c.MissionRequires != "" && !g.commandsMissionRequiring(p, c.MissionRequires) {
		return false
	}
	return true
}

// commandsMissionRequiring: p commands a mission whose printed
// requirements name skill.
func (g *Game) commandsMissionRequiring(p Player, skill string) bool {
	for _, m := range g.players[p].Missions {
		mc := g.cards[m]
		if mc.Controller != p || mc.Card.Req == nil {
			continue
		}
		for _, k := range mc.Card.Req.SkillsNamed() {
			if k == skill {
				return true
			}
		}
	}
	return false
}

// Text words the condition as a clause: "if you command a mission
// requiring Science".
func (c *Cond) Text() string {
	if c == nil {
		return ""
	}
	if c.MissionRequires != "" {
		return "if you command a mission requiring " + c.MissionRequires
	}
	return ""
}
