package game

import (
	"fmt"
	"slices"
	"strings"
)

// Cond is a condition an ability needs on top of its trigger: where the
// card is, what the mission is, what its player commands. Every field set
// must hold. Conditions are checked when the ability would be offered and
// again, for cost modifiers, when the card is paid for.
type Cond struct {
	// Here: what triggers it happens at this card's mission (the card
	// played there, the mission attempted or completed, the engagement).
	Here bool `yaml:"here,omitempty" json:"here,omitempty"`
	// DuringAttempt: a mission attempt is in progress.
	DuringAttempt bool `yaml:"during_attempt,omitempty" json:"during_attempt,omitempty"`
	// Aboard: this personnel is aboard a ship; AboardClass: aboard a ship
	// of this class that its player commands.
	Aboard      bool   `yaml:"aboard,omitempty" json:"aboard,omitempty"`
	AboardClass string `yaml:"aboard_class,omitempty" json:"aboard_class,omitempty"`
	// PresentWithOpponent: an opponent's personnel is present with it.
	PresentWithOpponent bool `yaml:"present_with_opponent,omitempty" json:"present_with_opponent,omitempty"`
	// The mission of the trigger: its type, an affiliation icon it shows
	// or does not show.
	MissionType    MissionType `yaml:"mission_type,omitempty" json:"mission_type,omitempty"`
	MissionIcon    string      `yaml:"mission_icon,omitempty" json:"mission_icon,omitempty"`
	MissionNotIcon string      `yaml:"mission_not_icon,omitempty" json:"mission_not_icon,omitempty"`
	// UsedSkill: this personnel, one of those completing the mission, has
	// a skill the mission's requirements name, so its player may have it
	// use that skill (Glossary: skills — a personnel uses a skill to meet a
	// mission requirement).
	UsedSkill bool `yaml:"used_skill,omitempty" json:"used_skill,omitempty"`
	// Staffed: this ship is staffed; CommanderAboard: a personnel whose
	// Commander keyword names this ship is aboard it (Glossary: Commander).
	Staffed         bool `yaml:"staffed,omitempty" json:"staffed,omitempty"`
	CommanderAboard bool `yaml:"commander_aboard,omitempty" json:"commander_aboard,omitempty"`
	// FirstEachTurn (cost modifiers): the card being played is the first
	// card the ability's Of matches that its player plays this turn.
	FirstEachTurn bool `yaml:"first_each_turn,omitempty" json:"first_each_turn,omitempty"`
	// OpponentCommandsNamed: an opponent commands a unique personnel with
	// the title this card named (name-card). That is information about an
	// opponent's face-down cards (Rulebook: Paying costs).
	OpponentCommandsNamed bool `yaml:"opponent_commands_named,omitempty" json:"opponent_commands_named,omitempty"`
}

func (c *Cond) validate() error {
	if c == nil {
		return nil
	}
	switch c.MissionType {
	case "", Planet, Space:
	default:
		return fmt.Errorf("cond: unknown mission type %q", c.MissionType)
	}
	return nil
}

// hidden reports whether the condition reads information its player would
// not normally have (an opponent's face-down cards): a cost reduction
// built on it needs the full cost in counters (Rulebook: Paying costs).
func (c *Cond) hidden() bool { return c != nil && c.OpponentCommandsNamed }

// condHolds reports whether ability a's condition holds for ctx (its
// source, player and, for a trigger, ctx.trig).
func (g *Game) condHolds(ctx fxCtx, a *Ability) bool {
	c := a.Cond
	if c == nil {
		return true
	}
	src := g.cards[ctx.src]
	t := ctx.trig
	if c.Here {
		m := g.eventMission(t)
		if m == 0 || m != ctx.mission {
			return false
		}
	}
	if c.DuringAttempt && g.attempt == nil {
		return false
	}
	if (c.Aboard || c.AboardClass != "") && src.Zone != ZAboard {
		return false
	}
	if c.AboardClass != "" {
		ship := g.cards[src.Where]
		if ship.Controller != ctx.p || !g.considers(ctx.p, ship.ID) || !strings.EqualFold(ship.Card.Class, c.AboardClass) {
			return false
		}
	}
	if c.PresentWithOpponent && !slices.ContainsFunc(g.present(ctx.src), func(id int) bool {
		x := g.cards[id]
		return x.Card.Type == Personnel && x.Controller != ctx.p && g.considers(ctx.p, id)
	}) {
		return false
	}
	if c.MissionType != "" || c.MissionIcon != "" || c.MissionNotIcon != "" || c.UsedSkill {
		m := g.eventMission(t)
		if m == 0 {
			return false
		}
		mc := g.cards[m].Card
		if c.MissionType != "" && mc.MissionType != c.MissionType {
			return false
		}
		if c.MissionIcon != "" && !missionShows(mc, c.MissionIcon) {
			return false
		}
		if c.MissionNotIcon != "" && missionShows(mc, c.MissionNotIcon) {
			return false
		}
		if c.UsedSkill && !g.couldUseSkill(ctx.src, mc, t) {
			return false
		}
	}
	if c.Staffed && (src.Card.Type != Ship || !g.staffed(ctx.src)) {
		return false
	}
	if c.CommanderAboard && (src.Card.Type != Ship || !g.matchingCommanderAboard(ctx.src)) {
		return false
	}
	if c.OpponentCommandsNamed && !g.opponentCommandsNamed(ctx.p, ctx.src) {
		return false
	}
	return true
}

// eventMission is the mission a trigger happens at: the trigger's own, or
// the engagement's being begun.
func (g *Game) eventMission(t *Trigger) int {
	if t != nil && t.Mission != 0 {
		return t.Mission
	}
	if g.engagement != nil {
		return g.engagement.mission
	}
	return 0
}

// missionShows reports whether mission m shows the affiliation icon aff
// (a mission any affiliation may attempt shows none).
func missionShows(m *Card, aff string) bool {
	return m.AttemptBy != nil && !m.AttemptBy.Any && slices.Contains(m.AttemptBy.Only, aff)
}

// couldUseSkill reports whether personnel id, one of the personnel the
// trigger is about (those completing the mission), has a skill mission m's
// requirements name.
func (g *Game) couldUseSkill(id int, m *Card, t *Trigger) bool {
	if t == nil || !slices.Contains(t.Cards, id) || m.Req == nil {
		return false
	}
	ss := g.skills(id)
	for _, k := range m.Req.SkillsNamed() {
		if ss.Level(k) > 0 {
			return true
		}
	}
	return false
}

// opponentCommandsNamed reports whether an opponent of p commands a unique
// personnel with the title card src named. On p's turn p's text considers
// the opponent's stopped cards too (Glossary: stopped).
func (g *Game) opponentCommandsNamed(p Player, src int) bool {
	title := g.plays.named[src]
	if title == "" {
		return false
	}
	for _, c := range g.cards[1:] {
		if c.Card.Type == Personnel && c.Card.Unique && c.Zone.InPlay() && c.Controller != p &&
			c.Card.titleKey == NormalizeTitle(title) && g.considers(p, c.ID) {
			return true
		}
	}
	return false
}

// text words the condition as clauses after a trigger: ", at this
// personnel's mission, if it is a [Fed] mission".
func (c *Cond) text(card *Card) string {
	if c == nil {
		return ""
	}
	noun := cardNoun(card)
	var parts []string
	if c.Here {
		parts = append(parts, "where this "+noun+" is")
	}
	if c.DuringAttempt {
		parts = append(parts, "during a mission attempt")
	}
	if c.MissionType != "" {
		parts = append(parts, "at a "+string(c.MissionType)+" mission")
	}
	if c.MissionIcon != "" {
		parts = append(parts, "if that mission shows ["+affShort(c.MissionIcon)+"]")
	}
	if c.MissionNotIcon != "" {
		parts = append(parts, "if that mission does not show ["+affShort(c.MissionNotIcon)+"]")
	}
	if c.UsedSkill {
		parts = append(parts, "if this "+noun+" was among those completing it with a skill its requirements name")
	}
	if c.AboardClass != "" {
		parts = append(parts, "while this "+noun+" is aboard your "+c.AboardClass+" ship")
	} else if c.Aboard {
		parts = append(parts, "while this "+noun+" is aboard a ship")
	}
	if c.PresentWithOpponent {
		parts = append(parts, "while an opponent's personnel is present")
	}
	if c.Staffed {
		parts = append(parts, "if this ship is staffed")
	}
	if c.CommanderAboard {
		parts = append(parts, "if a personnel whose Commander keyword names this ship is aboard it")
	}
	if c.OpponentCommandsNamed {
		parts = append(parts, "if an opponent commands a unique personnel with the title this card named")
	}
	if c.FirstEachTurn {
		parts = append(parts, "the first such card you play each turn only")
	}
	if len(parts) == 0 {
		return ""
	}
	return ", " + strings.Join(parts, ", ")
}
