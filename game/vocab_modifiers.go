package game

import (
	"fmt"
	"slices"
	"strings"
)

// Modifier is a continuous effect of a card in play: while its conditions
// hold, the cards it reaches change — attributes up or down, skills gained
// or lost, a cost to use their skills or to attempt them, another way to
// meet requirements. Modifiers are recomputed from the state every time a
// value is read, never patched into cards (Glossary: modifications —
// modify, lose, then zero).
//
// Who is reached is a relation to the card whose text it is (To), the
// owner of the cards reached (Whose) and what they are (Of); what holds is
// While (vocab_cond.go); how much is the numbers, times Per when
// the amount is counted (vocab_modifier_amounts.go).
type Modifier struct {
	// To is the relation (vocab_modifier_targets.go): "self", "this-ship",
	// "present", "ship-aboard", "at-mission", "this-mission", "in-play";
	// and two older spellings read as "present" with a filter,
	// "other-borg-present" and "present-with-skill" (with Skill).
	To    string `yaml:"to" json:"to"`
	Skill string `yaml:"skill,omitempty" json:"skill,omitempty"`
	// Of: only the cards this filter matches (skills as they are now,
	// gained ones included: Rulebook: Skills).
	Of *Filter `yaml:"of,omitempty" json:"of,omitempty"`
	// Whose: "" (your cards), "opponent" or "any". Unused for self.
	Whose string `yaml:"whose,omitempty" json:"whose,omitempty"`
	// Others leaves the card itself out ("each of your other ...").
	Others bool `yaml:"others,omitempty" json:"others,omitempty"`
	// While: every condition must hold; none = always.
	While Conds `yaml:"while,omitempty" json:"while,omitempty"`
	// Per counts the amount: each number below is multiplied by it.
	Per *Amount `yaml:"per,omitempty" json:"per,omitempty"`

	Integrity  int `yaml:"integrity,omitempty" json:"integrity,omitempty"`
	Cunning    int `yaml:"cunning,omitempty" json:"cunning,omitempty"`
	Strength   int `yaml:"strength,omitempty" json:"strength,omitempty"`
	Attributes int `yaml:"attributes,omitempty" json:"attributes,omitempty"` // all three, of a personnel or a ship
	Range      int `yaml:"range,omitempty" json:"range,omitempty"`
	Weapons    int `yaml:"weapons,omitempty" json:"weapons,omitempty"`
	Shields    int `yaml:"shields,omitempty" json:"shields,omitempty"`
	// Gains and Loses: skills gained, then skills lost (one level each,
	// after every gain: Glossary: modifications, skills).
	Gains []string `yaml:"gains,omitempty" json:"gains,omitempty"`
	Loses []string `yaml:"loses,omitempty" json:"loses,omitempty"`
	// Substitute: the personnel may meet requirements for some attributes
	// of the dilemma it faces with another attribute instead.
	Substitute *Substitute `yaml:"substitute,omitempty" json:"substitute,omitempty"`
	// SkillsCost: its controller discards this many cards from hand to use
	// the personnel's skills (Glossary: skills — a cost to use them).
	SkillsCost int `yaml:"skills_cost,omitempty" json:"skills_cost,omitempty"`
	// SkillsCostOf: the cost is for that one skill only; the personnel's
	// other skills are free (vocab_skill_cost_one.go).
	SkillsCostOf string `yaml:"skills_cost_of,omitempty" json:"skills_cost_of,omitempty"`
	// AttemptCost: its controller discards this many cards from hand to
	// attempt the mission.
	AttemptCost int `yaml:"attempt_cost,omitempty" json:"attempt_cost,omitempty"`
	// BeamCost: an opponent of the source's controller discards this many
	// cards from hand for each beam order onto or off the reached planet's surface
	// (vocab_beam_cost.go).
	BeamCost int `yaml:"beam_cost,omitempty" json:"beam_cost,omitempty"`
	// NoAbilities: the reached personnel cannot use their abilities
	// (vocab_no_abilities.go).
	NoAbilities bool `yaml:"no_abilities,omitempty" json:"no_abilities,omitempty"`
	// AttemptWith: the mission may also be attempted by personnel of this
	// affiliation (Rulebook: Order – Attempt a mission: by game text);
	// AttemptWithAny: by any of its player's personnel.
	AttemptWith string `yaml:"attempt_with,omitempty" json:"attempt_with,omitempty"`
	// Cannot lists outcomes the targets cannot undergo ("stop"): a
	// dilemma cannot choose them for it, and a random one ignores it
	// (Rulebook: Facing Dilemmas; vocab_react_cannot.go).
	Cannot []string `yaml:"cannot,omitempty" json:"cannot,omitempty"`
	// CannotBy narrows the dilemma outcomes of Cannot to the dilemmas
	// this filter matches ("by dual dilemmas": vocab_cannot_by.go).
	CannotBy *Filter `yaml:"cannot_by,omitempty" json:"cannot_by,omitempty"`
	// CannotByNamed narrows them to the dilemma this card named
	// (name-dilemma: vocab_cannot_by_named.go).
	CannotByNamed bool `yaml:"cannot_by_named,omitempty" json:"cannot_by_named,omitempty"`
	// CannotSource: "opponent": Cannot holds only against cards an
	// opponent of the source's controller owns (vocab_cannot_source.go).
	CannotSource string `yaml:"cannot_source,omitempty" json:"cannot_source,omitempty"`
	// NoGainsUnless: a personnel reached that lacks this skill cannot
	// gain skills, except this one (vocab_gains_barred.go).
	NoGainsUnless string `yaml:"no_gains_unless,omitempty" json:"no_gains_unless,omitempty"`
	// The effects of missions and of events played on them
	// (vocab_mission_text.go): Points, what the mission reached is worth more
	// (Rulings: Mission Value Changes); ReqPlus, an amount its attribute
	// requirements are raised by ("highest-weapons-here"); Cost, what each
	// card its controller plays costs more (to: your-plays).
	Points  int    `yaml:"points,omitempty" json:"points,omitempty"`
	ReqPlus string `yaml:"req_plus,omitempty" json:"req_plus,omitempty"`
	Cost    int    `yaml:"cost,omitempty" json:"cost,omitempty"`
	// DilemmaCost changes the cost of each dilemma revealed at the
	// mission (to: this-mission; vocab_dilemma_cost_here.go).
	DilemmaCost int `yaml:"dilemma_cost,omitempty" json:"dilemma_cost,omitempty"`
	// AsFacing: the attempting personnel this filter matches may meet the
	// mission's requirements as though facing a dilemma (to:
	// this-mission; vocab_as_facing.go).
	AsFacing *Filter `yaml:"as_facing,omitempty" json:"as_facing,omitempty"`
	// AddOwn: the personnel adds one of its attributes to another, after
	// every other change (vocab_add_own_attr.go).
	AddOwn *AddOwn `yaml:"add_own,omitempty" json:"add_own,omitempty"`
	// Becomes: the targets become this affiliation in place of their own;
	// GainsIcon: they show this icon too (vocab_gained_identity.go).
	Becomes   string `yaml:"becomes,omitempty" json:"becomes,omitempty"`
	GainsIcon string `yaml:"gains_icon,omitempty" json:"gains_icon,omitempty"`
	// GainsKeyword, LosesKeyword: they have this keyword too, or do not
	// have it (vocab_gained_identity.go).
	GainsKeyword string `yaml:"gains_keyword,omitempty" json:"gains_keyword,omitempty"`
	LosesKeyword string `yaml:"loses_keyword,omitempty" json:"loses_keyword,omitempty"`
	// ShipCommander: the personnel reached are corresponding Commanders of
	// the ship they are aboard (vocab_gained_commander.go).
	ShipCommander bool `yaml:"ship_commander,omitempty" json:"ship_commander,omitempty"`
	// EvenStopped: the modifier works while its card is stopped too
	// (vocab_even_stopped.go).
	EvenStopped bool `yaml:"even_stopped,omitempty" json:"even_stopped,omitempty"`
	// AtQuadrantMissions: each personnel reached, while aboard a ship of
	// its controller this filter matches, is at every mission in that
	// ship's quadrant too (vocab_at_every_mission.go).
	AtQuadrantMissions *Filter `yaml:"at_quadrant_missions,omitempty" json:"at_quadrant_missions,omitempty"`
	// StaffingCommand: the ships reached need this many more command
	// icons to be staffed (vocab_staffing_command.go).
	StaffingCommand int `yaml:"staffing_command,omitempty" json:"staffing_command,omitempty"`
	// Counters: (negative, to: self) the card's controller has that many
	// fewer counters in each of their Play and Draw Cards segments
	// (vocab_counters_mod.go).
	Counters int `yaml:"counters,omitempty" json:"counters,omitempty"`
	// ExtraDamage: the ships reached need this many more damage cards to
	// be destroyed (vocab_extra_damage.go).
	ExtraDamage int `yaml:"extra_damage,omitempty" json:"extra_damage,omitempty"`
	// OfNamed: only the cards whose title the source named are reached
	// (vocab_of_named.go).
	OfNamed bool `yaml:"of_named,omitempty" json:"of_named,omitempty"`
	// With: for to: present-with-yours, the cards of the source's controller
	// the reached cards are present with (vocab_modifier_present_with.go).
	With *Filter `yaml:"with,omitempty" json:"with,omitempty"`

	// Set at load: which values the modifier changes, and whether it
	// picks by skill (then it is read in the second skill layer: rules_stats.go).
	effects modEffect
	reads   bool
	// noGainsIdx: NoGainsUnless's skill index (vocab_gains_barred.go).
	noGainsIdx int
	// rel and whose: To and Whose as small numbers, set at load: reading
	// a modifier compared these strings every time (related was about
	// 1.4% of the basic bot's instructions).
	rel   relation
	whose whoseKind
}

// relation is a modifier's To, read once at load (prepare).
type relation uint8

const (
	relSelf        relation = iota + 1 // ToSelf or ToThisShip
	relPresent                         // ToPresent
	relShipAboard                      // ToShipAboard
	relAtMission                       // ToAtMission
	relThisMission                     // ToThisMission
	relInPlay                          // ToInPlay
	relYourPlays                       // ToYourPlays
	relAboard                          // ToAboard
	relYourDiscard                     // ToYourDiscard
	relPresentWith                     // ToPresentWith
)

// relationOf reads To (after the older spellings are rewritten); 0 for
// an unknown one. The relation is kept as a small number, and
// Game.related switches on it: it is read for every modifier and
// target, and a call through a function value there cost more.
func relationOf(to string) relation { return modTargets[to].rel }

// modTarget is one relation a modifier's to names: its number, and its
// words for the vocabulary reference.
type modTarget struct {
	rel          relation
	doc, example string
}

// modTargets lists the relations a modifier may reach.
var modTargets = map[string]modTarget{
	ToSelf:        {relSelf, "the card itself", "{to: self, strength: 2}"},
	ToThisShip:    {relSelf, "the ship itself (a ship's own text)", "{to: this-ship, range: 1}"},
	ToPresent:     {relPresent, "the cards present with this card (Rulebook: Present), this card too when it matches, unless others", "{to: present, others: true, of: {species: Klingon}, cunning: 1}"},
	ToShipAboard:  {relShipAboard, "the ship this card is aboard", "{to: ship-aboard, of: {class: D'deridex Class}, range: 1}"},
	ToAtMission:   {relAtMission, "every card anywhere at this card's mission: on it, at it, aboard any ship there (Ruling: At This Mission)", "{to: at-mission, whose: opponent, strength: -1}"},
	ToThisMission: {relThisMission, "the mission this card is at (a mission's own text: itself; an event played on a mission: that mission)", "{to: this-mission, points: 5}"},
	ToInPlay:      {relInPlay, "every card in play", "{to: in-play, of: {type: ship}, range: -1}"},
	ToYourPlays:   {relYourPlays, "the cards this card's controller plays, while they are being played", "{to: your-plays, of: {type: event}, cost: -1}"},
	ToAboard:      {relAboard, "the cards aboard this ship (a ship's own text, or an event's played on a ship: vocab_plays_on_ship.go)", "{to: aboard, of: {species: Cardassian}, cunning: 1}"},
	ToYourDiscard: {relYourDiscard, "the cards in its controller's discard pile (only for cannot with cannot_source)", "{to: in-your-discard, of: {type: personnel}, cannot: [remove-from-game], cannot_source: opponent}"},
	ToPresentWith: {relPresentWith, "the cards present with one of this card's controller's unstopped cards that with matches (read by printed facts and gained keywords, icons, species and affiliations), that card left out", "{to: present-with-yours, whose: opponent, of: {type: personnel}, with: {type: personnel, keyword: Infiltrator}, attributes: -1}"},
}

// whoseKind is a modifier's Whose, read once at load.
type whoseKind uint8

const (
	whoseYour whoseKind = iota // "": the source's controller's cards
	whoseOpponent
	whoseAny
)

// owned reports whether a card controlled by owner is of kind w to me
// (whoseOK with yours as the default).
func (w whoseKind) owned(me, owner Player) bool {
	switch w {
	case whoseYour:
		return owner == me
	case whoseOpponent:
		return owner != me
	}
	return true
}

// Substitute lets attribute With meet requirements for the attributes For.
type Substitute struct {
	For  []string `yaml:"for" json:"for"`
	With string   `yaml:"with" json:"with"`
}

// modEffect says which values a modifier changes, so a reader visits only
// the modifiers that matter to it.
type modEffect uint8

const (
	fxStats       modEffect = 1 << iota // a personnel's attributes and skills
	fxShip                              // a ship's Range, Weapons and Shields
	fxSkillsCost                        // a cost to use a personnel's skills
	fxAttemptCost                       // a cost to attempt a mission, or to beam there (vocab_beam_cost.go)
	fxAttemptWith                       // who may attempt a mission
	fxCannot                            // outcomes a card cannot undergo
	fxMission                           // a mission's points and requirements
	fxPlayCost                          // what playing a card costs
	fxAll         = fxStats | fxShip | fxSkillsCost | fxAttemptCost | fxAttemptWith | fxCannot | fxMission | fxPlayCost
)

func validateModifiers(ms []Modifier) error {
	for i := range ms {
		if err := ms[i].prepare(); err != nil {
			return fmt.Errorf("modifier %d: %w", i+1, err)
		}
	}
	return nil
}

// prepare checks a modifier, reads the older target spellings as the
// general ones and notes what it changes.
func (m *Modifier) prepare() error {
	switch m.To {
	case ToOtherBorgPresent:
		m.To, m.Others, m.Of = ToPresent, true, &Filter{Species: "Borg"}
	case ToPresentWithSkill:
		if !IsSkill(m.Skill) {
			return fmt.Errorf("present-with-skill needs a skill, not %q", m.Skill)
		}
		m.To, m.Of, m.Skill = ToPresent, &Filter{Skills: []string{m.Skill}}, ""
	}
	if m.rel = relationOf(m.To); m.rel == 0 {
		return fmt.Errorf("unknown target %q", m.To)
	}
	switch m.Whose {
	case "":
		m.whose = whoseYour
	case WhoseOpponent:
		m.whose = whoseOpponent
	case WhoseAny:
		m.whose = whoseAny
	default:
		return fmt.Errorf("whose: want opponent or any (yours when absent), not %q", m.Whose)
	}
	if err := validateModFilter(m.Of); err != nil {
		return err
	}
	if err := m.While.validateAs(formWhile); err != nil {
		return err
	}
	if m.Per != nil {
		if err := m.Per.validate(); err != nil {
			return fmt.Errorf("per: %w", err)
		}
		if !m.Per.reg.inModifiers {
			return fmt.Errorf("per: a modifier cannot count it (it reads what modifiers change)")
		}
		if m.SkillsCost != 0 || m.AttemptCost != 0 || len(m.Gains) > 0 || len(m.Loses) > 0 {
			return fmt.Errorf("per counts numbers only, not costs or skills")
		}
	}
	for _, list := range [][]string{m.Gains, m.Loses} {
		for _, k := range list {
			if !IsSkill(k) {
				return fmt.Errorf("unknown skill %q", k)
			}
		}
	}
	if s := m.Substitute; s != nil && IsSkill(s.With) {
		if err := m.validateSkillSubstitute(); err != nil { // vocab_skill_substitute.go
			return err
		}
	} else if s != nil {
		if !isAttr(s.With) || len(s.For) == 0 {
			return fmt.Errorf("substitute needs for (attributes) and with (an attribute)")
		}
		for _, a := range s.For {
			if !isAttr(a) || a == s.With {
				return fmt.Errorf("substitute: cannot use %s for %q", s.With, a)
			}
		}
	}
	if err := m.prepareAddOwn(); err != nil {
		return err
	}
	if err := m.validateWith(); err != nil { // vocab_modifier_present_with.go
		return err
	}
	if err := m.validateSkillsCostOf(); err != nil {
		return err
	}
	if m.SkillsCost < 0 || m.AttemptCost < 0 {
		return fmt.Errorf("a cost cannot be negative")
	}
	if m.AttemptWith != "" && m.AttemptWith != AttemptWithAny && affShort(m.AttemptWith) == m.AttemptWith {
		return fmt.Errorf("attempt_with: unknown affiliation %q", m.AttemptWith)
	}
	m.effects = 0
	if m.Integrity != 0 || m.Cunning != 0 || m.Strength != 0 || m.Attributes != 0 || len(m.Gains) > 0 || len(m.Loses) > 0 || m.Substitute != nil || m.AddOwn != nil || m.NoGainsUnless != "" {
		m.effects |= fxStats
	}
	if err := m.validateNoGainsUnless(); err != nil { // vocab_gains_barred.go
		return err
	}
	if m.Range != 0 || m.Weapons != 0 || m.Shields != 0 || m.Attributes != 0 {
		m.effects |= fxShip
	}
	if m.SkillsCost > 0 {
		m.effects |= fxSkillsCost
	}
	if m.AttemptCost > 0 {
		m.effects |= fxAttemptCost
	}
	if m.AttemptWith != "" {
		m.effects |= fxAttemptWith
	}
	for _, o := range m.Cannot {
		if o != OutStop && o != OutKill && o != OutToHand && o != OutCapture && o != OutLeavePlay && !isDilemmaCannot(o) && !isMissionCannot(o) && !isSourceCannot(o) {
			return fmt.Errorf("cannot: unknown outcome %q", o)
		}
	}
	if err := m.checkMissionCannot(); err != nil { // vocab_cannot_complete.go
		return err
	}
	if err := m.validateCannotBy(); err != nil { // vocab_cannot_by.go
		return err
	}
	if err := m.validateCannotSource(); err != nil { // vocab_cannot_source.go
		return err
	}
	if len(m.Cannot) > 0 {
		m.effects |= fxCannot
	}
	if err := m.prepareMission(); err != nil {
		return err
	}
	if err := m.validateIdentity(); err != nil { // vocab_gained_identity.go
		return err
	}
	if err := m.validateAtQuadrant(); err != nil { // vocab_at_every_mission.go
		return err
	}
	if err := m.validateStaffingCommand(); err != nil { // vocab_staffing_command.go
		return err
	}
	if err := m.validateBeamCost(); err != nil { // vocab_beam_cost.go
		return err
	}
	if err := m.validateNoAbilities(); err != nil { // vocab_no_abilities.go
		return err
	}
	if err := m.validateCounters(); err != nil { // vocab_counters_mod.go
		return err
	}
	if err := m.validateExtraDamage(); err != nil { // vocab_extra_damage.go
		return err
	}
	if err := m.validateOfNamed(); err != nil { // vocab_of_named.go
		return err
	}
	if m.effects == 0 && !m.changesIdentity() && m.AtQuadrantMissions == nil && !m.NoAbilities && m.Counters == 0 {
		return fmt.Errorf("changes nothing")
	}
	m.reads = m.Of.readsSkills() || (m.Per != nil && m.Per.Filter.readsSkills())
	for i := range m.While {
		m.reads = m.reads || m.While[i].Of.readsSkills()
	}
	return nil
}

func isAttr(a string) bool { return a == Integrity || a == Cunning || a == Strength }

// activeSource reports whether card id's game text may be used now: in
// play (on a mission, aboard a ship, a ship at a mission, an event in a
// core or played on a mission, a mission itself) and within its
// controller's reach (a stopped card's text cannot be used).
func (g *Game) activeSource(id int) bool {
	c := g.cards[id]
	switch c.Zone { // first: most sources are in a deck, a hand or a pile
	case ZSurface, ZAboard, ZAtMission, ZCore, ZMission, ZPlayedOn:
		return g.considers(c.Controller, id) && (c.Card.Type != Personnel || !g.abilitiesBlocked(id)) && (len(c.Damage) == 0 || !g.damageIgnoresText(id)) &&
			(c.Zone != ZCore || len(g.turnFx) == 0 || !g.textBlanked(id)) // vocab_blank_text.go
	}
	return false
}

// modifierApplies reports whether modifier m of source src reaches target
// now. tskills, when not nil, are target's skills of the first layer,
// already known to the caller.
func (g *Game) modifierApplies(src int, m *Modifier, target int, tskills *SkillSet) bool {
	if !g.related(src, m, target) {
		return false
	}
	s, t := g.cards[src], g.cards[target]
	if s.Stopped && !m.EvenStopped && !g.considers(s.Controller, src) {
		return false // a stopped source's other modifiers (vocab_even_stopped.go)
	}
	if !g.considers(s.Controller, target) {
		return false // text does not affect its controller's stopped cards
	}
	if m.rel != relSelf && !m.whose.owned(s.Controller, t.Controller) {
		return false
	}
	if m.Of != nil && !g.modMatches(m.Of, target, tskills) {
		return false
	}
	if m.OfNamed && !g.namedByMatches(src, target) { // vocab_of_named.go
		return false
	}
	return g.condsHold(src, m.While)
}

func hasSpecies(c *Card, sp string) bool { return slices.Contains(c.Species, sp) }

// Skill layers (rules_stats.go): a modifier that picks its targets, or reads its
// condition or amount, by skill sees the skills of the first layer only.
const (
	layerAll   = iota // every modifier
	layerPlain        // those that do not read skills
	layerReads        // those that do
)

// eachModifier calls fn for every modifier applying to target now, with
// its source and its multiplier.
func (g *Game) eachModifier(target int, fn func(src int, m *Modifier, k int)) {
	g.eachModifierWhere(target, fxAll, layerAll, nil, fn)
}

// eachModifierWhere is eachModifier for the modifiers changing one of
// effects, in one skill layer; tskills, when known, are target's skills of
// the first layer.
func (g *Game) eachModifierWhere(target int, effects modEffect, layer int, tskills *SkillSet, fn func(src int, m *Modifier, k int)) {
	srcs, found := g.sourcesOf(effects)
	for _, src := range srcs {
		card := g.cards[src].Card
		if !found && (card.modEffects&effects == 0 || !g.maySource(src) || !mayReach(card, effects, src, target) || !g.modSourceActive(src)) { // rules_stats_skip.go
			continue
		}
		mods := card.Modifiers
		for i := range mods {
			m := &mods[i]
			if m.effects&effects == 0 || (layer == layerPlain && m.reads) || (layer == layerReads && !m.reads) || (selfOnly(m) && src != target) {
				continue // the last: it reaches its own card alone (related)
			}
			if g.modifierApplies(src, m, target, tskills) {
				fn(src, m, g.amount(src, m))
			}
		}
	}
}

// shipMods sums the applying Range, Weapons and Shields modifiers of ship s.
func (g *Game) shipMods(s int) (rng, weapons, shields int) {
	g.eachModifierWhere(s, fxShip, layerAll, nil, func(_ int, m *Modifier, k int) {
		rng += (m.Range + m.Attributes) * k
		weapons += (m.Weapons + m.Attributes) * k
		shields += (m.Shields + m.Attributes) * k
	})
	return
}

// shipRange is the ship's Range with modifiers.
func (g *Game) shipRange(s int) int {
	r, _, _ := g.shipAttrs(s)
	return r
}

// shipWeapons and shipShields are the ship's attributes with modifiers.
func (g *Game) shipWeapons(s int) int {
	_, w, _ := g.shipAttrs(s)
	return w
}

func (g *Game) shipShields(s int) int {
	_, _, sh := g.shipAttrs(s)
	return sh
}

// shipAttrs is the ship's Range, Weapons and Shields with modifiers and
// damage, read in one pass (a view shows all three).
func (g *Game) shipAttrs(s int) (rng, weapons, shields int) {
	r, w, sh := g.shipMods(s)
	// A ship's attributes raised for a while (attributes, to: this-ship)
	// are kept as a timed effect's three numbers: Range, Weapons and
	// Shields.
	var timed Stats
	g.applyTimedAttributes(s, &timed)
	r, w, sh = r+timed.Integrity, w+timed.Cunning, sh+timed.Strength
	c, pen := g.cards[s], g.damageAttrPenalty(s)
	return max(0, c.Card.Range+r+c.RangeBonus-pen), max(0, c.Card.Weapons+w-pen), max(0, c.Card.Shields+sh-pen)
}

// modifiersOn describes every modifier applying to card id now, as
// "Source: effect", naming each source as the card's controller may.
func (g *Game) modifiersOn(id int) []string {
	return g.modifiersFor(id, g.cards[id].Controller)
}

// modifiersFor is modifiersOn for a reader: a source the reader may not
// identify (an opponent's face-down personnel) is not named (Rulebook:
// Showing your cards).
func (g *Game) modifiersFor(id int, viewer Player) []string {
	return g.appendModifiersFor(nil, id, viewer)
}

// appendModifiersFor appends modifiersFor(id, viewer) to out. A modifier's
// line depends only on its source card, whether the reader identifies
// it, the modifier and its count, so each line is worded once a game
// (modLines): wording them afresh for every card of every full view was
// about a tenth of a game driven through the decision API.
func (g *Game) appendModifiersFor(out []string, id int, viewer Player) []string {
	g.eachModifier(id, func(src int, m *Modifier, k int) {
		key := modLineKey{src: src, m: m, k: k, known: g.identifiable(src, viewer)}
		line, ok := g.modLines[key]
		if !ok {
			name := faceDownName(g, src)
			if key.known {
				name = g.cardName(src)
			}
			line = name + ": " + modEffectText(m, k)
			if g.modLines == nil {
				g.modLines = map[modLineKey]string{}
			}
			g.modLines[key] = line
		}
		out = append(out, line)
	})
	if t := g.plays.named[id]; t != "" && g.cards[id].Zone.InPlay() {
		out = append(out, g.cards[id].Card.Name()+": named "+t) // rules_play_cost.go
	}
	return append(out, g.timedModifiersOn(id)...)
}

// modLineKey names one modifier line as a reader reads it (see
// appendModifiersFor).
type modLineKey struct {
	src   int
	m     *Modifier
	k     int
	known bool
}

// modEffectText words what a modifier does to one card: amounts times k
// (the count of Per, 1 without it), skills, costs, permissions.
func modEffectText(m *Modifier, k int) string {
	var parts []string
	for _, x := range []struct {
		name string
		n    int
	}{{"attributes", m.Attributes}, {"Integrity", m.Integrity}, {"Cunning", m.Cunning}, {"Strength", m.Strength},
		{"Range", m.Range}, {"Weapons", m.Weapons}, {"Shields", m.Shields}} {
		if x.n != 0 {
			parts = append(parts, fmt.Sprintf("%s %+d", x.name, x.n*k))
		}
	}
	parts = append(parts, modSkillsText(m)...)
	if m.NoGainsUnless != "" {
		parts = append(parts, noGainsUnlessWords(m.NoGainsUnless)) // vocab_gains_barred.go
	}
	if len(m.Cannot) > 0 {
		parts = append(parts, cannotByWords(m)+cannotSourceWords(m))
	}
	return strings.Join(parts, ", ")
}

// skillLevels words a list of skills gained one level each as a card
// prints them: a skill listed twice is "2 Navigation", in the place of its
// first listing.
func skillLevels(skills []string) []string {
	count := map[string]int{}
	for _, s := range skills {
		count[s]++
	}
	var out []string
	for _, s := range skills {
		switch n := count[s]; n {
		case 0:
			continue // worded already
		case 1:
			out = append(out, s)
		default:
			out = append(out, fmt.Sprintf("%d %s", n, s))
		}
		count[s] = 0
	}
	return out
}

// modSkillsText words a modifier's effects other than numbers.
func modSkillsText(m *Modifier) []string {
	var parts []string
	if len(m.Gains) > 0 {
		parts = append(parts, "gains "+joinAnd(skillLevels(m.Gains)))
	}
	if len(m.Loses) > 0 {
		parts = append(parts, "loses "+joinAnd(m.Loses))
	}
	if s := m.Substitute; s != nil {
		if m.To == ToThisMission {
			parts = append(parts, fmt.Sprintf("you may meet its %s requirements, and those of each dilemma you face here, with %s instead", joinAnd(s.For), s.With))
		} else {
			parts = append(parts, fmt.Sprintf("may meet the %s requirements of the dilemma it faces with %s instead", joinAnd(s.For), s.With))
		}
	}
	if m.AddOwn != nil {
		parts = append(parts, m.AddOwn.words())
	}
	parts = append(parts, m.identityWords()...)
	parts = append(parts, m.atQuadrantWords()...)
	parts = append(parts, m.staffingCommandWords()...)
	parts = append(parts, m.countersWords()...)
	parts = append(parts, m.extraDamageWords()...)
	parts = append(parts, missionModWords(m)...)
	if m.SkillsCost > 0 {
		parts = append(parts, skillsCostWords(m))
	}
	if m.AttemptCost > 0 {
		parts = append(parts, fmt.Sprintf("attempting it costs %s discarded from hand", countOf(m.AttemptCost, "card")))
	}
	if m.BeamCost > 0 {
		parts = append(parts, beamCostWords(m.BeamCost)) // vocab_beam_cost.go
	}
	if m.NoAbilities {
		parts = append(parts, "cannot use their abilities") // vocab_no_abilities.go
	}
	if m.AttemptWith == AttemptWithAny {
		parts = append(parts, "may be attempted by your personnel of any affiliation")
	} else if m.AttemptWith != "" {
		parts = append(parts, "may be attempted by your ["+affShort(m.AttemptWith)+"] personnel")
	}
	return parts
}

// ModifierText renders a modifier as game text, in our words: who is
// affected, how, and while what holds ("This ship: Range +2, while you
// command another ship costing 6 or more.").
func ModifierText(m Modifier) string {
	var effect string
	if m.Per != nil {
		var parts []string
		for _, x := range []struct {
			name string
			n    int
		}{{"attributes", m.Attributes}, {"Integrity", m.Integrity}, {"Cunning", m.Cunning}, {"Strength", m.Strength},
			{"Range", m.Range}, {"Weapons", m.Weapons}, {"Shields", m.Shields}} {
			if x.n != 0 {
				parts = append(parts, x.name+" "+perAmountText(x.n))
			}
		}
		if m.Points != 0 {
			parts = append(parts, "worth "+perAmountText(m.Points)+" points") // a mission's (vocab_mission_text.go)
		}
		effect = joinAnd(parts) + ", where X is " + m.Per.Text()
	} else {
		effect = modEffectText(&m, 1)
	}
	return targetText(&m) + m.ofNamedWords() + ": " + effect + condsText(m.While) + evenStoppedText(&m) + "."
}

// perAmountText is "+X", "-X", "+2X".
func perAmountText(n int) string {
	switch n {
	case 1:
		return "+X"
	case -1:
		return "-X"
	}
	return fmt.Sprintf("%+dX", n)
}
