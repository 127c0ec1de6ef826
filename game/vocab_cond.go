package game

import (
	"errors"
	"fmt"
	"strings"
)

// The condition language. Card text tests the game in three places: an
// ability's condition on top of its trigger, or a card's play requirement
// ("if you command a mission requiring Science", "to play this event, you
// must command three [TNG] personnel"); a modifier's "while" ("while
// facing a dilemma"); and a step's "if ... / unless ..." ("unless those
// personnel have Exobiology and Cunning>11"). All three write the same
// thing: a list of conditions, every one of which must hold, each naming
// a registered condition (vocab_cond_registry.go) with the fields it reads.
//
//	cond: here                                  # one condition, by name
//	cond: {is: command, of: {icon: tng}, at_least: 3}
//	while: [{is: at, whose: opponent}, staffed] # a list: all must hold
//	cond: {is: req, req: "Exobiology", not: true}
//
// A condition is read for a player ("you": ctx.p), its card (ctx.src), at
// a mission (ctx.mission) and, for a response, with the trigger answered
// (ctx.trig). A modifier's conditions are read for its source and the
// source's controller. Checking a condition is not an action (Rulebook:
// Facing Dilemmas).

// Cond is one condition: the registered condition Is names, with the
// fields it reads. Not turns it into its opposite ("unless").
type Cond struct {
	// Is names the condition (vocab_cond_registry.go lists them).
	Is string `yaml:"is" json:"is"`
	// Not: the condition holds when the named one does not.
	Not bool `yaml:"not,omitempty" json:"not,omitempty"`

	// Of: the cards the condition looks for.
	Of *Filter `yaml:"of,omitempty" json:"of,omitempty"`
	// Whose: whose cards (or mission) count: "" (anyone's), "your",
	// "opponent".
	Whose string `yaml:"whose,omitempty" json:"whose,omitempty"`
	// Who: whose hand, score or missions are counted: "you", "opponent"
	// (every opponent), "each" (every player).
	Who string `yaml:"who,omitempty" json:"who,omitempty"`
	// AtLeast and AtMost bound a count.
	AtLeast *int `yaml:"at_least,omitempty" json:"at_least,omitempty"`
	AtMost  *int `yaml:"at_most,omitempty" json:"at_most,omitempty"`
	// Mission: a mission type (planet, space); Region: a mission's
	// region.
	Mission MissionType `yaml:"mission,omitempty" json:"mission,omitempty"`
	Region  string      `yaml:"region,omitempty" json:"region,omitempty"`
	// Quadrant: a mission's quadrant (alpha, delta, gamma).
	Quadrant string `yaml:"quadrant,omitempty" json:"quadrant,omitempty"`
	// Affiliation: an affiliation whose icon a mission shows.
	Affiliation string `yaml:"affiliation,omitempty" json:"affiliation,omitempty"`
	// Skill: a skill a mission's requirements name; Skills: any of these
	// (completed-mission).
	Skill  string   `yaml:"skill,omitempty" json:"skill,omitempty"`
	Skills []string `yaml:"skills,omitempty" json:"skills,omitempty"`
	// Icon: a staffing icon.
	Icon string `yaml:"icon,omitempty" json:"icon,omitempty"`
	// Damaged: the card looked for has a damage card on it.
	Damaged bool `yaml:"damaged,omitempty" json:"damaged,omitempty"`
	// Amount is compared with AtLeast or with Above (another amount).
	Amount *Amount `yaml:"amount,omitempty" json:"amount,omitempty"`
	Above  *Amount `yaml:"above,omitempty" json:"above,omitempty"`
	// Req: requirements a group of personnel meets.
	Req string `yaml:"req,omitempty" json:"req,omitempty"`
	// Group: the personnel a condition reads (vocab_amounts.go names them).
	Group string `yaml:"group,omitempty" json:"group,omitempty"`
	// What: the characteristic the cards of a group share (species,
	// cost).
	What string `yaml:"what,omitempty" json:"what,omitempty"`
	// Each: filters each matched by a different personnel of Group (one
	// personnel per filter, none counted twice: vocab_halves.go).
	Each []Filter `yaml:"each,omitempty" json:"each,omitempty"`
	// Any: conditions one of which must hold (vocab_cond_any.go).
	Any Conds `yaml:"any,omitempty" json:"any,omitempty"`

	// reg is the registered condition Is names, found at load.
	reg *condEntry
	// req is Req parsed at load.
	req *Req
}

// Conds is a list of conditions, all of which must hold; empty holds.
// In YAML it is a condition's name ("cond: here"), one condition
// ("cond: {is: at, mission: space}") or a list of either.
type Conds []Cond

// UnmarshalYAML reads a name, a mapping or a list.
func (cs *Conds) UnmarshalYAML(unmarshal func(any) error) error {
	var list []Cond
	if err := unmarshal(&list); err == nil {
		*cs = list
		return nil
	}
	var one Cond
	if err := unmarshal(&one); err != nil {
		return err
	}
	*cs = Conds{one}
	return nil
}

// UnmarshalYAML reads a condition's name or a mapping.
func (c *Cond) UnmarshalYAML(unmarshal func(any) error) error {
	var name string
	if err := unmarshal(&name); err == nil {
		*c = Cond{Is: name}
		return nil
	}
	type plain Cond
	var p plain
	if err := unmarshal(&p); err != nil {
		return err
	}
	*c = Cond(p)
	return nil
}

// condForm is where a condition is written: it decides how the list is
// worded, and which conditions may be used.
type condForm int

const (
	// formAbility: an ability's condition, or a card's play requirement.
	formAbility condForm = iota
	// formWhile: a modifier's "while".
	formWhile
	// formStep: a step's "if" / "unless".
	formStep
)

// validate checks an ability's conditions, or a play requirement.
func (cs Conds) validate() error { return cs.validateAs(formAbility) }

// validateAs finds each condition's registered entry and checks its
// fields for form.
func (cs Conds) validateAs(form condForm) error {
	negated := 0
	for i := range cs {
		if err := cs[i].validate(form); err != nil {
			return err
		}
		if cs[i].Not {
			negated++
		}
	}
	// A list reads "if A and B" or, all negated, "unless A or B"; a mix
	// has no wording that says what it does.
	if negated > 0 && negated < len(cs) {
		return errors.New("a step's conditions are all negated (unless) or none is")
	}
	return nil
}

func (c *Cond) validate(form condForm) error {
	e, ok := condRegistry[c.Is]
	if !ok {
		return fmt.Errorf("unknown condition %q", c.Is)
	}
	if form == formWhile && !e.inModifiers {
		return fmt.Errorf("condition %s: a modifier cannot use it (it reads what modifiers change)", c.Is)
	}
	if c.Not && form != formStep {
		return fmt.Errorf("condition %s: only a step's condition may say not (unless)", c.Is)
	}
	if err := checkCondFields(c, e.fields); err != nil {
		return fmt.Errorf("condition %s: %w", c.Is, err)
	}
	switch c.Whose {
	case "", WhoseYour, WhoseOpponent:
	default:
		return fmt.Errorf("condition %s: whose must be your or opponent (anyone's when absent), not %q", c.Is, c.Whose)
	}
	switch c.Mission {
	case "", Planet, Space:
	case Headquarters:
		// Where a card was placed (vocab_placed_trigger.go): "on a
		// headquarters mission".
		if c.Is != "mission-type" {
			return fmt.Errorf("condition %s: mission must be planet or space, not %q", c.Is, c.Mission)
		}
	default:
		return fmt.Errorf("condition %s: mission must be planet or space, not %q", c.Is, c.Mission)
	}
	if _, ok := quadrants[c.Quadrant]; c.Quadrant != "" && !ok {
		return fmt.Errorf("condition %s: quadrant must be alpha, gamma or delta, not %q", c.Is, c.Quadrant)
	}
	for _, n := range []*int{c.AtLeast, c.AtMost} {
		if n != nil && *n < 0 {
			return fmt.Errorf("condition %s: counts cannot be negative", c.Is)
		}
	}
	if e.validate != nil {
		if err := e.validate(c); err != nil {
			return fmt.Errorf("condition %s: %w", c.Is, err)
		}
	}
	c.reg = e
	return nil
}

// checkCondFields refuses a field the entry does not read: a field it
// ignores would be text the engine silently does not run.
func checkCondFields(c *Cond, reads []VocabField) error {
	set := map[string]bool{
		"of": c.Of != nil, "whose": c.Whose != "", "who": c.Who != "", "at_least": c.AtLeast != nil,
		"at_most": c.AtMost != nil, "mission": c.Mission != "", "region": c.Region != "",
		"quadrant": c.Quadrant != "", "affiliation": c.Affiliation != "", "skill": c.Skill != "", "icon": c.Icon != "",
		"damaged": c.Damaged, "amount": c.Amount != nil, "above": c.Above != nil, "req": c.Req != "",
		"group": c.Group != "", "what": c.What != "", "skills": len(c.Skills) > 0, "each": len(c.Each) > 0,
		"any": len(c.Any) > 0,
	}
	for _, f := range reads {
		delete(set, f.Name)
	}
	for name, isSet := range set {
		if isSet {
			return fmt.Errorf("it does not read %s", name)
		}
	}
	return nil
}

// holds reports whether every condition holds for ctx.
func (cs Conds) holds(g *Game, ctx fxCtx) bool {
	for i := range cs {
		c := &cs[i]
		if c.reg.holds(g, c, ctx) == c.Not {
			return false
		}
	}
	return true
}

// has reports whether the list names condition is.
func (cs Conds) has(is string) bool {
	for i := range cs {
		if cs[i].Is == is {
			return true
		}
	}
	return false
}

// without is the list less every condition named is.
func (cs Conds) without(is string) Conds {
	var out Conds
	for _, c := range cs {
		if c.Is != is {
			out = append(out, c)
		}
	}
	return out
}

// hidden reports whether a condition reads information its player would
// not normally have (an opponent's face-down cards): a cost reduction
// built on it needs the full cost in counters (Rulebook: Paying costs).
func (cs Conds) hidden() bool {
	for i := range cs {
		if cs[i].reg != nil && cs[i].reg.hidden {
			return true
		}
	}
	return false
}

// condOK reports whether cs holds for ctx.p, its card ctx.src, at
// ctx.mission and, for a response, with ctx.trig.
func (g *Game) condOK(ctx fxCtx, cs Conds) bool { return cs.holds(g, ctx) }

// abilityHolds reports whether ability a's conditions hold for ctx (its
// source, player and, for a trigger, ctx.trig): the card of yours that
// caused the trigger (ByYour) and its Cond.
func (g *Game) abilityHolds(ctx fxCtx, a *Ability) bool {
	if a.ByYour != nil {
		t := ctx.trig
		if t == nil || t.Source == 0 || g.cards[t.Source].Owner != ctx.p || !a.ByYour.MatchesCard(g.cards[t.Source].Card) {
			return false
		}
	}
	if a.ByOpponent { // vocab_about_to_destroy.go
		t := ctx.trig
		if t == nil || t.Source == 0 || g.cards[t.Source].Owner == ctx.p {
			return false
		}
	}
	return a.Cond.holds(g, ctx)
}

// condsHold reports whether a modifier's conditions hold for its source
// src, read for src's controller.
func (g *Game) condsHold(src int, cs Conds) bool {
	if len(cs) == 0 {
		return true
	}
	return cs.holds(g, fxCtx{src: src, p: g.cards[src].Controller})
}

// words is one condition's clause, as card text of form says it.
func (c *Cond) words(form condForm, card *Card) string {
	return c.reg.text(c, condWords{form: form, card: card})
}

// condWords is what a condition's wording depends on: where it is
// written, and the card whose text it is (nil: a play requirement).
type condWords struct {
	form condForm
	card *Card
}

// noun is how the text names its own card ("this personnel").
func (w condWords) noun() string {
	if w.card == nil {
		return "card"
	}
	return cardNoun(w.card)
}

// condSlot is where an ability's wording places a condition: right after
// the trigger ("with 6 or more personnel"), after one shared "if" (what
// "you" command or hold), or as a clause of its own ("where this
// personnel is"); slotIfClause and slotWhileClause are clauses of their
// own that begin "if" and "while".
type condSlot int

const (
	slotIf condSlot = iota
	slotLead
	slotClause
	slotIfClause
	slotWhileClause
)

// abilityParts sorts an ability's conditions into their slots, worded.
func (cs Conds) abilityParts(card *Card) (lead string, ifs, rest []string) {
	for i := range cs {
		c := &cs[i]
		t := c.words(formAbility, card)
		switch c.reg.slot {
		case slotLead:
			lead += " " + t
		case slotIf:
			ifs = append(ifs, t)
		case slotClause:
			rest = append(rest, t)
		case slotIfClause:
			rest = append(rest, "if "+t)
		case slotWhileClause:
			rest = append(rest, "while "+t)
		}
	}
	return lead, ifs, rest
}

// text words an ability's conditions after its trigger: " with 6 or more
// personnel, if you command a [TNG] personnel, where this personnel is".
func (cs Conds) text(card *Card) string {
	if len(cs) == 0 {
		return ""
	}
	lead, ifs, rest := cs.abilityParts(card)
	var parts []string
	if len(ifs) > 0 {
		parts = append(parts, "if "+strings.Join(ifs, " and "))
	}
	parts = append(parts, rest...)
	if len(parts) == 0 {
		return lead
	}
	return lead + ", " + strings.Join(parts, ", ")
}

// Text words the conditions as a requirement, without an "if": "you
// command 3 [TNG] personnel and you have 5 or more points".
func (cs Conds) Text() string {
	if len(cs) == 0 {
		return ""
	}
	lead, ifs, rest := cs.abilityParts(nil)
	t := strings.Join(append(ifs, rest...), " and ")
	if lead = strings.TrimSpace(lead); lead != "" {
		t = strings.TrimSpace(lead + " " + t)
	}
	return t
}

// whileText words a modifier's conditions: ", while facing a dilemma and
// ...", or "" for none.
func (cs Conds) whileText() string {
	if len(cs) == 0 {
		return ""
	}
	parts := make([]string, len(cs))
	for i := range cs {
		parts[i] = cs[i].words(formWhile, nil)
	}
	return ", while " + joinAnd(parts)
}

// stepText words a step's conditions without "if" or "unless": "your
// opponent commands at least 3 Assassin personnel". Conditions that are
// all negated read as one "unless" of their alternatives: "unless A or B"
// holds when neither A nor B does.
func (cs Conds) stepText() string {
	parts := make([]string, len(cs))
	for i := range cs {
		parts[i] = cs[i].words(formStep, nil)
	}
	if cs.negative() {
		return joinOr(parts)
	}
	return joinAnd(parts)
}

// negative reports whether a step's conditions are an "unless": every one
// of them negated.
func (cs Conds) negative() bool {
	for i := range cs {
		if !cs[i].Not {
			return false
		}
	}
	return len(cs) > 0
}

// clause is "if X" or "unless X"; negated, the opposite.
func (cs Conds) clause(negated bool) string {
	if cs.negative() != negated {
		return "unless " + cs.stepText()
	}
	return "if " + cs.stepText()
}

// measured words what a step's conditions measured, for the log: " (14
// against 6)"; "" when none measures.
func (cs Conds) measured(g *Game, ctx fxCtx) string {
	var out string
	for i := range cs {
		if m := cs[i].reg.measured; m != nil {
			out += m(g, &cs[i], ctx)
		}
	}
	return out
}

// condsText words a modifier's conditions (kept under its older name).
func condsText(cs Conds) string { return cs.whileText() }

// byYourText words ByYour: " by your Infestation dilemma".
func byYourText(a Ability) string {
	if a.ByYour == nil {
		return ""
	}
	noun := "card"
	if a.ByDilemma {
		noun = "dilemma"
	}
	return " by your " + a.ByYour.Text(noun)
}

// joinOr words alternatives: "A or B", "A, B, or C".
func joinOr(parts []string) string {
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	case 2:
		return parts[0] + " or " + parts[1]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + ", or " + parts[len(parts)-1]
}
