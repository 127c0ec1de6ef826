package game

import (
	"fmt"
	"slices"
	"strings"
)

// Modifier is a continuous effect of a card in play: while its condition
// holds, its targets' attributes change or they gain skills. Modifiers are
// recomputed from the state every time a value is read, never patched into
// cards (Glossary: modifications — modify, then zero).
type Modifier struct {
	// To picks the targets: "self", "other-borg-present" (each of your
	// other Borg present), "present-with-skill" (each of your personnel
	// present who has Skill, this one included), "this-ship".
	To    string `yaml:"to" json:"to"`
	Skill string `yaml:"skill,omitempty" json:"skill,omitempty"`
	// While is the condition: "" (always), "facing-dilemma",
	// "higher-score", "more-cards-in-hand", "another-ship-cost-6",
	// "at-na-or-40-points".
	While      string   `yaml:"while,omitempty" json:"while,omitempty"`
	Integrity  int      `yaml:"integrity,omitempty" json:"integrity,omitempty"`
	Cunning    int      `yaml:"cunning,omitempty" json:"cunning,omitempty"`
	Strength   int      `yaml:"strength,omitempty" json:"strength,omitempty"`
	Attributes int      `yaml:"attributes,omitempty" json:"attributes,omitempty"` // all three
	Gains      []string `yaml:"gains,omitempty" json:"gains,omitempty"`
	Range      int      `yaml:"range,omitempty" json:"range,omitempty"`
	Weapons    int      `yaml:"weapons,omitempty" json:"weapons,omitempty"`
	Shields    int      `yaml:"shields,omitempty" json:"shields,omitempty"`
	// MissionMod: the effects of missions and of events played on them
	// (mission_text.go).
	MissionMod `yaml:",inline"`
}

// Modifier targets and conditions.
const (
	ToSelf             = "self"
	ToOtherBorgPresent = "other-borg-present"
	ToPresentWithSkill = "present-with-skill"
	ToThisShip         = "this-ship"

	WhileFacing        = "facing-dilemma"
	WhileHigherScore   = "higher-score"
	WhileMoreCards     = "more-cards-in-hand"
	WhileAnotherShip6  = "another-ship-cost-6"
	WhileAtNAor40Point = "at-na-or-40-points"
)

func validateModifiers(ms []Modifier) error {
	for i, m := range ms {
		switch m.To {
		case ToSelf, ToOtherBorgPresent, ToThisShip:
		case ToPresentWithSkill:
			if !IsSkill(m.Skill) {
				return fmt.Errorf("modifier %d: present-with-skill needs a skill, not %q", i+1, m.Skill)
			}
		default:
			if err := m.validateMissionMod(); err != nil {
				return fmt.Errorf("modifier %d: %w", i+1, err)
			}
			continue
		}
		switch m.While {
		case "", WhileFacing, WhileHigherScore, WhileMoreCards, WhileAnotherShip6, WhileAtNAor40Point:
		default:
			return fmt.Errorf("modifier %d: unknown condition %q", i+1, m.While)
		}
		for _, k := range m.Gains {
			if !IsSkill(k) {
				return fmt.Errorf("modifier %d: unknown skill %q", i+1, k)
			}
		}
	}
	return nil
}

// activeSource reports whether card id's game text may be used now: in
// play (on a mission, aboard a ship, or a ship at a mission) and within
// its controller's reach (a stopped card's text cannot be used).
func (g *Game) activeSource(id int) bool {
	c := g.cards[id]
	if !g.considers(c.Controller, id) {
		return false
	}
	switch c.Zone {
	case ZSurface, ZAboard, ZAtMission, ZCore:
		return true
	}
	return false
}

// modifierApplies reports whether modifier m of source src applies to
// target now.
func (g *Game) modifierApplies(src int, m *Modifier, target int) bool {
	s, t := g.cards[src], g.cards[target]
	if !g.considers(s.Controller, target) {
		return false // text does not affect its controller's stopped cards
	}
	switch m.To {
	case ToSelf, ToThisShip:
		if src != target {
			return false
		}
	case ToOtherBorgPresent:
		if src == target || t.Controller != s.Controller || !hasSpecies(t.Card, "Borg") || !g.arePresent(src, target) {
			return false
		}
	case ToPresentWithSkill:
		// Gained skills count (stats.go: the skills layer).
		if t.Controller != s.Controller || (src != target && !g.arePresent(src, target)) || g.skills(target).Level(m.Skill) == 0 {
			return false
		}
	}
	return g.conditionHolds(src, m.While, target)
}

func hasSpecies(c *Card, sp string) bool { return slices.Contains(c.Species, sp) }

func (g *Game) conditionHolds(src int, while string, target int) bool {
	s := g.cards[src]
	me, opp := s.Controller, s.Controller.Other()
	switch while {
	case WhileFacing:
		a := g.attempt
		return a != nil && a.dilemma != 0 && a.player == me && slices.Contains(a.personnel, target)
	case WhileHigherScore:
		return g.players[me].Score > g.players[opp].Score
	case WhileMoreCards:
		return len(g.players[me].Hand) > len(g.players[opp].Hand)
	case WhileAnotherShip6:
		for _, c := range g.cards[1:] {
			if c.ID != src && c.Card.Type == Ship && c.Zone == ZAtMission && c.Controller == me && g.considers(me, c.ID) && c.Card.CostValue() >= 6 {
				return true
			}
		}
		return false
	case WhileAtNAor40Point:
		if s.Zone != ZAtMission {
			return false
		}
		m := g.cards[s.Where].Card
		return m.Points >= 40 || (m.AttemptBy != nil && !m.AttemptBy.Any && slices.Contains(m.AttemptBy.Only, "non-aligned"))
	}
	return true
}

// eachModifier calls fn for every modifier applying to target now, with
// its source.
func (g *Game) eachModifier(target int, fn func(src int, m *Modifier)) {
	g.eachModifierWhere(target, nil, fn)
}

// eachModifierWhere is eachModifier for the modifiers keep accepts (nil:
// all), checked before a modifier's condition is.
func (g *Game) eachModifierWhere(target int, keep func(*Modifier) bool, fn func(src int, m *Modifier)) {
	for _, src := range g.modSources {
		if !g.activeSource(src) {
			continue
		}
		for i := range g.cards[src].Card.Modifiers {
			m := &g.cards[src].Card.Modifiers[i]
			if (keep == nil || keep(m)) && g.modifierApplies(src, m, target) {
				fn(src, m)
			}
		}
	}
}

// shipMods sums the applying Range, Weapons and Shields modifiers of ship s.
func (g *Game) shipMods(s int) (rng, weapons, shields int) {
	g.eachModifier(s, func(_ int, m *Modifier) {
		rng += m.Range
		weapons += m.Weapons
		shields += m.Shields
	})
	return
}

// shipRange is the ship's Range with modifiers.
func (g *Game) shipRange(s int) int {
	r, _, _ := g.shipMods(s)
	return max(0, g.cards[s].Card.Range+r+g.cards[s].RangeBonus-g.damageAttrPenalty(s))
}

// shipWeapons and shipShields are the ship's attributes with modifiers.
func (g *Game) shipWeapons(s int) int {
	_, w, _ := g.shipMods(s)
	return max(0, g.cards[s].Card.Weapons+w-g.damageAttrPenalty(s))
}

func (g *Game) shipShields(s int) int {
	_, _, sh := g.shipMods(s)
	return max(0, g.cards[s].Card.Shields+sh-g.damageAttrPenalty(s))
}

// modifiersOn describes every modifier applying to card id now, as
// "Source: effect", for views and the card inspector.
func (g *Game) modifiersOn(id int) []string {
	var out []string
	g.eachModifier(id, func(src int, m *Modifier) {
		out = append(out, g.cards[src].Card.Name()+": "+modEffectText(m))
	})
	return append(out, g.timedModifiersOn(id)...)
}

func modEffectText(m *Modifier) string {
	var parts []string
	for _, x := range []struct {
		name string
		n    int
	}{{"attributes", m.Attributes}, {"Integrity", m.Integrity}, {"Cunning", m.Cunning}, {"Strength", m.Strength},
		{"Range", m.Range}, {"Weapons", m.Weapons}, {"Shields", m.Shields}} {
		if x.n != 0 {
			parts = append(parts, fmt.Sprintf("%s %+d", x.name, x.n))
		}
	}
	if len(m.Gains) > 0 {
		parts = append(parts, "gains "+strings.Join(m.Gains, " and "))
	}
	return strings.Join(parts, ", ")
}

// ModifierText renders a modifier as game text, in our words: who is
// affected, how, and while what holds ("This ship: Range +2, while you
// command another ship costing 6 or more.").
func ModifierText(m Modifier) string {
	switch m.To {
	case ToThisMission, ToYourPlays, ToOpponentMissions:
		return missionModText(m)
	}
	var subject string
	switch m.To {
	case ToSelf:
		subject = "This personnel"
	case ToThisShip:
		subject = "This ship"
	case ToOtherBorgPresent:
		subject = "Each other Borg of yours present"
	case ToPresentWithSkill:
		subject = "Each personnel of yours present with " + m.Skill + " (this one too)"
	}
	var cond string
	switch m.While {
	case WhileFacing:
		cond = ", while facing a dilemma"
	case WhileHigherScore:
		cond = ", while your score is above every opponent's"
	case WhileMoreCards:
		cond = ", while you hold more cards than every opponent"
	case WhileAnotherShip6:
		cond = ", while you command another ship costing 6 or more"
	case WhileAtNAor40Point:
		cond = ", while at a [NA] mission or at one worth 40 points or more"
	}
	return subject + ": " + modEffectText(&m) + cond + "."
}
