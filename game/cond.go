package game

import (
	"fmt"
	"slices"
	"strings"
)

// Cond is the condition card text sets on an ability on top of its
// trigger: what its player commands or holds, where the card is, what the
// mission of the trigger is, what the dilemma being faced is, what has
// been played. Every field set must hold. It is checked, against the
// player using the ability, whenever the ability would be offered (every
// kind of ability: played, order, attempting, facing, interrupts, the
// trigger bus) and again, for cost modifiers, when the card is paid for.
type Cond struct {
	// MissionRequires: the player commands a mission whose requirements
	// name this skill (Ruling: Alpha 5 Approach — a mission "requiring" a
	// skill prints it in its requirements).
	MissionRequires string `yaml:"mission_requires,omitempty" json:"mission_requires,omitempty"`
	// MoreCardsInHand: the player holds more cards than each opponent.
	MoreCardsInHand bool `yaml:"more_cards_in_hand,omitempty" json:"more_cards_in_hand,omitempty"`

	// Here: what triggers it happens at this card's mission (the card
	// played there, the mission attempted or completed, the selection made
	// there, the engagement).
	Here bool `yaml:"here,omitempty" json:"here,omitempty"`
	// DuringAttempt: a mission attempt is in progress.
	DuringAttempt bool `yaml:"during_attempt,omitempty" json:"during_attempt,omitempty"`
	// OnPlanet: this personnel is on a planet's surface.
	OnPlanet bool `yaml:"on_planet,omitempty" json:"on_planet,omitempty"`
	// Aboard: this personnel is aboard a ship; AboardShip: aboard a ship
	// its player commands that the filter matches ("your Vor'cha Class
	// ship").
	Aboard     bool    `yaml:"aboard,omitempty" json:"aboard,omitempty"`
	AboardShip *Filter `yaml:"aboard_ship,omitempty" json:"aboard_ship,omitempty"`
	// ShipHere: a staffed ship its player commands that the filter matches
	// is at this card's mission.
	ShipHere *Filter `yaml:"ship_here,omitempty" json:"ship_here,omitempty"`
	// PresentWithOpponent: an opponent's personnel is present with it.
	PresentWithOpponent bool `yaml:"present_with_opponent,omitempty" json:"present_with_opponent,omitempty"`
	// Staffed: this ship is staffed; CommanderAboard: a personnel whose
	// Commander keyword names this ship is aboard it (Glossary: Commander).
	Staffed         bool `yaml:"staffed,omitempty" json:"staffed,omitempty"`
	CommanderAboard bool `yaml:"commander_aboard,omitempty" json:"commander_aboard,omitempty"`

	// The mission of the trigger (or of the engagement or attempt under
	// way): its type, an affiliation icon it shows or does not show.
	MissionType    MissionType `yaml:"mission_type,omitempty" json:"mission_type,omitempty"`
	MissionIcon    string      `yaml:"mission_icon,omitempty" json:"mission_icon,omitempty"`
	MissionNotIcon string      `yaml:"mission_not_icon,omitempty" json:"mission_not_icon,omitempty"`
	// UsedSkill: this personnel, one of those completing the mission, has
	// a skill the mission's requirements name, so its player may have it
	// use that skill (Glossary: skills — a personnel uses a skill to meet a
	// mission requirement).
	UsedSkill bool `yaml:"used_skill,omitempty" json:"used_skill,omitempty"`

	// The dilemma the text refers to (the one causing the trigger, or the
	// one being faced). Facing: a personnel of the player's that the
	// filter matches faces it. DilemmaWithoutSkill: its encoded text names
	// no skill (in a requirement, a selection or a filter). CopyOvercome: a
	// copy of it is overcome beneath a mission the player commands.
	Facing              *Filter `yaml:"facing,omitempty" json:"facing,omitempty"`
	DilemmaWithoutSkill bool    `yaml:"dilemma_without_skill,omitempty" json:"dilemma_without_skill,omitempty"`
	CopyOvercome        bool    `yaml:"copy_overcome,omitempty" json:"copy_overcome,omitempty"`

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
	if c.MissionRequires != "" && !IsSkill(c.MissionRequires) {
		return fmt.Errorf("cond: unknown skill %q", c.MissionRequires)
	}
	switch c.MissionType {
	case "", Planet, Space:
	default:
		return fmt.Errorf("cond: unknown mission type %q", c.MissionType)
	}
	for _, f := range []*Filter{c.AboardShip, c.ShipHere, c.Facing} {
		if err := f.validate(); err != nil {
			return fmt.Errorf("cond: %w", err)
		}
	}
	return nil
}

// hidden reports whether the condition reads information its player would
// not normally have (an opponent's face-down cards): a cost reduction
// built on it needs the full cost in counters (Rulebook: Paying costs).
func (c *Cond) hidden() bool { return c != nil && c.OpponentCommandsNamed }

// abilityHolds reports whether ability a's condition holds for ctx (its
// source, player and, for a trigger, ctx.trig).
func (g *Game) abilityHolds(ctx fxCtx, a *Ability) bool {
	c := a.Cond
	if c == nil {
		return true
	}
	return g.playerCondHolds(ctx, c) && g.placeCondHolds(ctx, c) && g.missionCondHolds(ctx, c) && g.dilemmaCondHolds(ctx, c)
}

// playerCondHolds checks what the player commands, holds or has named.
func (g *Game) playerCondHolds(ctx fxCtx, c *Cond) bool {
	if c.MissionRequires != "" && !g.commandsMissionRequiring(ctx.p, c.MissionRequires) {
		return false
	}
	if c.MoreCardsInHand && len(g.players[ctx.p].Hand) <= len(g.players[ctx.p.Other()].Hand) {
		return false
	}
	if c.OpponentCommandsNamed && !g.opponentCommandsNamed(ctx.p, ctx.src) {
		return false
	}
	return true
}

// placeCondHolds checks where the card is and what is with it.
func (g *Game) placeCondHolds(ctx fxCtx, c *Cond) bool {
	src := g.cards[ctx.src]
	if c.Here {
		m := g.eventMission(ctx.trig)
		if m == 0 || m != ctx.mission {
			return false
		}
	}
	if c.DuringAttempt && g.attempt == nil {
		return false
	}
	if c.OnPlanet && (src.Zone != ZSurface || g.cards[src.Where].Card.MissionType == Space) {
		return false
	}
	if (c.Aboard || c.AboardShip != nil) && src.Zone != ZAboard {
		return false
	}
	if c.AboardShip != nil {
		ship := g.cards[src.Where]
		if ship.Controller != ctx.p || !g.considers(ctx.p, ship.ID) || !g.matches(c.AboardShip, ship.ID) {
			return false
		}
	}
	if c.ShipHere != nil && (ctx.mission == 0 || !slices.ContainsFunc(g.cards[ctx.mission].Ships, func(s int) bool {
		return g.cards[s].Controller == ctx.p && g.considers(ctx.p, s) && g.staffed(s) && g.matches(c.ShipHere, s)
	})) {
		return false
	}
	if c.PresentWithOpponent && !slices.ContainsFunc(g.present(ctx.src), func(id int) bool {
		x := g.cards[id]
		return x.Card.Type == Personnel && x.Controller != ctx.p && g.considers(ctx.p, id)
	}) {
		return false
	}
	if c.Staffed && (src.Card.Type != Ship || !g.staffed(ctx.src)) {
		return false
	}
	if c.CommanderAboard && (src.Card.Type != Ship || !g.matchingCommanderAboard(ctx.src)) {
		return false
	}
	return true
}

// missionCondHolds checks the mission of the trigger.
func (g *Game) missionCondHolds(ctx fxCtx, c *Cond) bool {
	if c.MissionType == "" && c.MissionIcon == "" && c.MissionNotIcon == "" && !c.UsedSkill {
		return true
	}
	m := g.eventMission(ctx.trig)
	if m == 0 {
		return false
	}
	mc := g.cards[m].Card
	switch {
	case c.MissionType != "" && mc.MissionType != c.MissionType,
		c.MissionIcon != "" && !missionShows(mc, c.MissionIcon),
		c.MissionNotIcon != "" && missionShows(mc, c.MissionNotIcon),
		c.UsedSkill && !g.couldUseSkill(ctx.src, mc, ctx.trig):
		return false
	}
	return true
}

// dilemmaCondHolds checks the dilemma the text refers to.
func (g *Game) dilemmaCondHolds(ctx fxCtx, c *Cond) bool {
	if c.Facing != nil {
		a := g.attempt
		if a == nil || a.dilemma == 0 || a.player != ctx.p || !slices.ContainsFunc(a.personnel, func(id int) bool { return g.matches(c.Facing, id) }) {
			return false
		}
	}
	if c.DilemmaWithoutSkill || c.CopyOvercome {
		d := g.reactDilemma(ctx)
		if d == 0 {
			return false
		}
		if c.DilemmaWithoutSkill && dilemmaRequiresSkill(g.cards[d].Card) {
			return false
		}
		if c.CopyOvercome && !g.copyOvercomeAt(ctx.p, g.cards[d].Card) {
			return false
		}
	}
	return true
}

// eventMission is the mission a trigger happens at: the trigger's own, or
// that of the engagement being begun or of the mission attempt under way.
func (g *Game) eventMission(t *Trigger) int {
	switch {
	case t != nil && t.Mission != 0:
		return t.Mission
	case g.engagement != nil:
		return g.engagement.mission
	case g.attempt != nil:
		return g.attempt.mission
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

// commandsMissionRequiring: p commands a mission whose printed
// requirements name skill.
func (g *Game) commandsMissionRequiring(p Player, skill string) bool {
	for _, m := range g.players[p].Missions {
		mc := g.cards[m]
		if mc.Controller != p || mc.Card.Req == nil {
			continue
		}
		if slices.Contains(mc.Card.Req.SkillsNamed(), skill) {
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

// text words the condition as clauses after a trigger: ", where this
// personnel is, if that mission shows [Fed]".
func (c *Cond) text(card *Card) string {
	if c == nil {
		return ""
	}
	noun := cardNoun(card)
	var parts []string
	add := func(ok bool, s string) {
		if ok {
			parts = append(parts, s)
		}
	}
	add(c.MissionRequires != "", "if you command a mission requiring "+c.MissionRequires)
	add(c.MoreCardsInHand, "if you hold more cards than each opponent")
	add(c.Here, "where this "+noun+" is")
	add(c.DuringAttempt, "during a mission attempt")
	add(c.MissionType != "", "at a "+string(c.MissionType)+" mission")
	add(c.MissionIcon != "", "if that mission shows ["+affShort(c.MissionIcon)+"]")
	add(c.MissionNotIcon != "", "if that mission does not show ["+affShort(c.MissionNotIcon)+"]")
	add(c.UsedSkill, "if this "+noun+" was among those completing it with a skill its requirements name")
	add(c.OnPlanet, "while this "+noun+" is on a planet")
	switch {
	case c.AboardShip != nil:
		parts = append(parts, "while this "+noun+" is aboard your "+c.AboardShip.Text("ship"))
	case c.Aboard:
		parts = append(parts, "while this "+noun+" is aboard a ship")
	}
	if c.ShipHere != nil {
		parts = append(parts, "while your staffed "+c.ShipHere.Text("ship")+" is at this mission")
	}
	add(c.PresentWithOpponent, "while an opponent's personnel is present")
	add(c.Staffed, "if this ship is staffed")
	add(c.CommanderAboard, "if a personnel whose Commander keyword names this ship is aboard it")
	if c.Facing != nil {
		f := c.Facing.Text("personnel")
		parts = append(parts, "if "+article(f)+" "+f+" of yours faces it")
	}
	add(c.DilemmaWithoutSkill, "if that dilemma requires no skill")
	add(c.CopyOvercome, "if a copy of that dilemma is overcome beneath a mission of yours")
	add(c.OpponentCommandsNamed, "if an opponent commands a unique personnel with the title this card named")
	add(c.FirstEachTurn, "the first such card you play each turn only")
	if len(parts) == 0 {
		return ""
	}
	return ", " + strings.Join(parts, ", ")
}
