package game

import (
	"fmt"
	"strings"
)

// Dilemmas left lying on a mission or on a ship as damage, with a lasting
// effect (Rulebook: Facing Dilemmas – a dilemma told where to go is not
// overcome; Damage). The effect is data on the step that places the card
// (Lasting) and applies through the general rules while the card lies
// there: the mission's requirements (missionReq), whether a card's text may
// be used (activeSource), which missions may be attempted (attemptActions),
// and the end of a mission attempt (attemptEnds). "Your" in that text is
// the player who faced the dilemma: whoever commands the mission or ship
// it lies on.

// Lasting is what a placed dilemma does while it lies on a mission or a
// ship.
type Lasting struct {
	// AddRequirements: skills added to each of the mission's requirements
	// (to both sides of an "or": Rulebook: Checking Mission Requirements).
	AddRequirements []string `yaml:"add_requirements,omitempty" json:"add_requirements,omitempty"`
	// NoAbilities: that player's personnel at the mission cannot use
	// their abilities (Glossary: abilities – keywords, "when" and "Order"
	// text, continuous effects; skills are not abilities).
	NoAbilities bool `yaml:"no_abilities,omitempty" json:"no_abilities,omitempty"`
	// NoAttempts: that player's personnel cannot begin a mission attempt
	// at the mission where the card lies: the mission it is placed on, or
	// where the ship it damages is (Glossary: this mission – where the
	// card is now; vocab_dilemma_turn_end.go).
	NoAttempts bool `yaml:"no_attempts,omitempty" json:"no_attempts,omitempty"`
	// OvercomeAtAttemptEnd: when the mission attempt in which it was
	// placed ends, it is overcome (beneath the mission).
	OvercomeAtAttemptEnd bool `yaml:"overcome_at_attempt_end,omitempty" json:"overcome_at_attempt_end,omitempty"`
	// Attributes: (as damage) the ship it lies on is attributes this much
	// (Range, Weapons and Shields; negative: less): vocab_damage_lasting.go.
	Attributes int `yaml:"attributes,omitempty" json:"attributes,omitempty"`
	// NoReturnFromBeneath: (in a core) its controller's dilemmas without
	// the Persistent keyword cannot go back to their pile from beneath
	// the opponent's missions not completed (vocab_dilemma_core.go).
	NoReturnFromBeneath bool `yaml:"no_return_from_beneath,omitempty" json:"no_return_from_beneath,omitempty"`
	// More lasting effects (vocab_dilemma_lasting_more.go): a least number
	// of personnel to begin an attempt, a stop before facing some
	// dilemmas, overcome when the mission is completed.
	LastingMore `yaml:",inline"`
	// The skill named for it (vocab_named_lasting.go).
	LastingNamed `yaml:",inline"`
	// Steps at the start of each of its player's turns, as damage or in a
	// core (vocab_lasting_turn_start.go).
	LastingTurnStart `yaml:",inline"`
	// Damage text about interrupts (vocab_damage_interrupts.go).
	LastingInterrupts `yaml:",inline"`
	// Damage text before its crew faces a dilemma
	// (vocab_damage_before_facing.go).
	LastingAboard `yaml:",inline"`
	// The crew of the ship it damages (vocab_damage_crew.go).
	LastingCrew `yaml:",inline"`
	// No attempt while a stopped personnel is there
	// (vocab_lasting_stopped.go).
	LastingStopped `yaml:",inline"`
	// A ship about to move away (vocab_lasting_ship_leaving.go).
	LastingLeaving `yaml:",inline"`
	// A price to move the ship (vocab_damage_move_stop.go).
	LastingMove `yaml:",inline"`
	// IgnoreText: (as damage) the ship it lies on has its game text
	// ignored if the ship matches this filter (vocab_damage_ignore_text.go).
	IgnoreText *Filter `yaml:"ignore_text,omitempty" json:"ignore_text,omitempty"`
	// Limits on using skills (vocab_skill_use_limit.go).
	LastingSkillUse `yaml:",inline"`
}

func (l *Lasting) validate() error {
	if l == nil {
		return nil
	}
	for _, k := range l.AddRequirements {
		if !IsSkill(k) {
			return fmt.Errorf("lasting: unknown skill %q", k)
		}
	}
	if l.IgnoreText != nil {
		if err := l.IgnoreText.validate(); err != nil {
			return fmt.Errorf("lasting: ignore_text: %w", err)
		}
	}
	if err := l.LastingTurnStart.validate(); err != nil {
		return err
	}
	if err := l.LastingMove.validate(); err != nil {
		return fmt.Errorf("lasting: move_stop: %w", err)
	}
	if err := l.LastingSkillUse.validate(); err != nil {
		return err
	}
	return l.LastingMore.validate()
}

// lastingText words the lasting effect after the placing step.
func lastingText(l *Lasting) string {
	if l == nil {
		return ""
	}
	var parts []string
	if len(l.AddRequirements) > 0 {
		parts = append(parts, "each of this mission's requirements also needs "+strings.Join(l.AddRequirements, " and "))
	}
	if l.NoAbilities {
		parts = append(parts, "your personnel at this mission cannot use their abilities")
	}
	if l.NoAttempts {
		parts = append(parts, "your personnel cannot begin a mission attempt at the mission where it lies")
	}
	if l.OvercomeAtAttemptEnd {
		parts = append(parts, "it is overcome when this mission attempt ends")
	}
	if l.Attributes != 0 {
		parts = append(parts, damageAttributesText(l.Attributes))
	}
	if l.NoReturnFromBeneath {
		parts = append(parts, noReturnText)
	}
	parts = append(parts, l.LastingMore.text()...)
	parts = append(parts, l.LastingNamed.text()...)
	parts = append(parts, l.LastingTurnStart.text()...)
	parts = append(parts, l.LastingInterrupts.text()...)
	parts = append(parts, l.LastingAboard.text()...)
	parts = append(parts, l.LastingCrew.text()...)
	parts = append(parts, l.LastingStopped.text()...)
	parts = append(parts, l.LastingLeaving.text()...)
	parts = append(parts, l.LastingMove.text()...)
	parts = append(parts, l.LastingSkillUse.text()...)
	if l.IgnoreText != nil {
		parts = append(parts, ignoreTextText(l.IgnoreText))
	}
	if len(parts) == 0 {
		return ""
	}
	return " (while it lies there: " + strings.Join(parts, "; ") + ")"
}

// lastingOf is the lasting effect of a card placed by its own text, nil
// for none. It is read often (whenever a card's abilities or a mission's
// requirements are), so it is found once, at load (findLasting).
func lastingOf(c *Card) *Lasting { return c.lasting }

// findLasting finds the lasting effect among steps, however nested.
func findLasting(steps []Step) *Lasting {
	for i := range steps {
		s := &steps[i]
		if s.Lasting != nil {
			return s.Lasting
		}
		for _, nested := range append([][]Step{s.Then, s.IfCannot, s.Cost, s.Else}, s.Choices...) {
			if l := findLasting(nested); l != nil {
				return l
			}
		}
	}
	return nil
}

// missionReq is mission m's requirements as they are now: printed, with
// the skills added by the cards lying on it.
func (g *Game) missionReq(m int) *Req {
	mc := g.cards[m]
	r := g.attemptBaseReq(m) // vocab_alt_requirements.go
	if r == nil {
		return nil
	}
	for _, id := range mc.On {
		if l := lastingOf(g.cards[id].Card); l != nil && len(l.AddRequirements) > 0 {
			r = addRequirements(r, l.AddRequirements)
		}
	}
	return g.timedMissionReqs(m, r) // vocab_about_to_complete.go
}

// addRequirements adds skills to each alternative of r.
func addRequirements(r *Req, skills []string) *Req {
	var extra []*Req
	for _, k := range skills {
		extra = append(extra, &Req{Kind: ReqSkill, Skill: k, skill: SkillIndex(k), Level: 1})
	}
	if r.Kind == ReqOr {
		or := &Req{Kind: ReqOr}
		for _, alt := range r.Children {
			or.Children = append(or.Children, addRequirements(alt, skills))
		}
		return or
	}
	and := &Req{Kind: ReqAnd}
	if r.Kind == ReqAnd {
		and.Children = append(and.Children, r.Children...)
	} else {
		and.Children = append(and.Children, r)
	}
	and.Children = append(and.Children, extra...)
	return and
}

// MissionRequirements is a mission's requirements as they are now, with
// what the cards on it add, in words (for views and bots); "" when none
// can be read.
func (g *Game) MissionRequirements(m int) string {
	if c := g.card(m); c == nil || c.Card.Type != Mission {
		return ""
	}
	if r := g.missionReq(m); r != nil {
		return r.String()
	}
	return ""
}

// abilitiesBlocked reports whether personnel id cannot use its abilities
// because of a card lying on the mission where it is.
func (g *Game) abilitiesBlocked(id int) bool {
	c := g.cards[id]
	if c.Card.Type != Personnel {
		return false
	}
	if len(g.abilityBlockers) > 0 && g.blockedByModifier(id) { // vocab_no_abilities.go
		return true
	}
	// A card lies on a mission when it is in that mission's On list: in
	// one of the zones list keeps there, with the mission as Where. Only
	// the blockers are read (most games have one or two, in a pile), and
	// where the personnel is only once one lies on some card.
	m := -1
	for _, x := range g.lastingBlockers {
		xc := g.cards[x]
		if xc.Zone != ZOnMission && xc.Zone != ZOnCard && xc.Zone != ZPlayedOn {
			continue
		}
		if m < 0 {
			if m = g.missionOf(id); m == 0 || g.cards[m].Controller != c.Controller {
				return false
			}
		}
		if xc.Where == m {
			return true
		}
	}
	return false
}

// indexLastingBlockers lists the cards of this game whose lasting effect
// keeps personnel from using their abilities (Lasting.NoAbilities), by
// the side up: indexCards calls it, again when a card flips.
func (g *Game) indexLastingBlockers() {
	g.lastingBlockers = g.lastingBlockers[:0]
	for _, c := range g.cards[1:] {
		if l := lastingOf(c.Card); l != nil && l.NoAbilities {
			g.lastingBlockers = append(g.lastingBlockers, c.ID)
		}
	}
}

// attemptForbidden reports whether p's personnel cannot begin a mission
// attempt at m: a damage card on p's ship there, or a dilemma lying on
// m, forbids it.
func (g *Game) attemptForbidden(p Player, m int) bool {
	if len(g.cards[m].On) > 0 && g.placedForbidsAttempt(p, m) {
		return true
	}
	if g.cannot(m, OutAttempt) { // vocab_attempt_limit.go
		return true
	}
	for _, s := range g.cards[m].Ships {
		sc := g.cards[s]
		if sc.Controller != p {
			continue
		}
		for _, d := range sc.Damage {
			if l := lastingOf(g.cards[d].Card); l != nil && l.NoAttempts {
				return true
			}
		}
	}
	return false
}

// attemptEnds: the cards on the attempted mission that last until the end
// of the attempt are overcome.
func (g *Game) attemptEnds() {
	a := g.attempt
	for _, id := range g.lists.clone(g.cards[a.mission].On) {
		if l := lastingOf(g.cards[id].Card); l != nil && l.OvercomeAtAttemptEnd {
			g.overcome(id, OvercomeFaced, "the mission attempt has ended")
		}
	}
}

// DoPlaceShip: place this dilemma on the facing player's ship at this
// mission as damage.
const DoPlaceShip = "place-on-ship"

func init() { registerVerbs(placedVerbs()) }

// placedVerbs: where a dilemma places itself besides the mission.
func placedVerbs() map[string]verb {
	return map[string]verb{
		DoPlaceShip: {
			doc:         "the dilemma is placed on the facing player's ship at the mission as damage, doing what lasting says",
			fields:      "lasting",
			dilemmaOnly: true,
			validate:    func(s *Step) error { return s.Lasting.validate() },
			text: func(s Step) string {
				return "place this dilemma on your ship at this mission as damage" + lastingText(s.Lasting)
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.shipsToDamage()) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.placeOnShip() },
		},
	}
}

// placeOnShip: the facing player's ship at this mission takes the dilemma
// as a damage card; at a space mission it is the ship whose crew attempts
// (Ruling: Dilemmas Affecting Ships). With several, the facing player
// chooses. A third damage card destroys the ship (Rulebook: Damage). With
// no ship to place it on, it cannot be placed and is overcome.
func (g *Game) placeOnShip() {
	a := g.attempt
	still := g.shipsToDamage()
	if len(still) == 0 {
		g.emit(Event{Kind: "cannot", Player: a.player, Text: fmt.Sprintf("%s has no ship at %s to place %s on.", g.players[a.player].Name, g.ref(a.mission), g.ref(a.dilemma))})
		return
	}
	put := func(ship int) {
		d := a.dilemma
		a.acted, a.placed = true, true
		g.placeAsDamage(a.player, d, ship, func(placed bool) { a.placed = placed }) // vocab_damage_placed.go
	}
	if len(still) == 1 {
		put(still[0])
		return
	}
	var acts []action
	for _, s := range still {
		s := s
		acts = append(acts, action{Option{Label: "Place it on " + g.cardName(s), Action: ActPick, Card: s}, func() { put(s) }})
	}
	g.offer(a.player, KindSelect, fmt.Sprintf("%s: place it on which of your ships?", g.cardName(a.dilemma)), acts)
}

// shipsToDamage lists the facing player's ships at the attempted mission
// a dilemma could be placed on as damage: at a space mission the ships
// whose crews attempt (Ruling: Dilemmas Affecting Ships), otherwise every
// ship of theirs there.
func (g *Game) shipsToDamage() []int {
	a := g.attempt
	if a == nil {
		return nil
	}
	ships := a.ships
	if ships == nil {
		for _, s := range g.cards[a.mission].Ships {
			if g.cards[s].Controller == a.player && g.considers(a.player.Other(), s) {
				ships = append(ships, s)
			}
		}
	}
	var still []int
	for _, s := range ships {
		if c := g.cards[s]; c.Zone == ZAtMission && c.Where == a.mission {
			still = append(still, s)
		}
	}
	return still
}
