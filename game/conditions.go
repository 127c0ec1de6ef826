package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Condition is a fact of the game that card text asks about: a play
// requirement ("you must command three [TNG] personnel"), a condition on
// answering a trigger ("with six or more personnel", "if there are no
// dilemmas overcome beneath it") or on a step ("if each of your personnel
// at this mission is a [Kli] personnel"). Every field set must hold. It is
// read for a player (ctx.p, "you"), at a mission (ctx.mission, "this
// mission") and, for a response, with the trigger answered (ctx.trig).
type Condition struct {
	// Command: you command at least Count (default 1) cards in play that
	// match it and that you may consider (Glossary: stopped — a stopped
	// card does not count toward commanding anything).
	Command *Filter `yaml:"command,omitempty" json:"command,omitempty"`
	Count   int     `yaml:"count,omitempty" json:"count,omitempty"`
	// PointsAtLeast: your score is at least this.
	PointsAtLeast int `yaml:"points_at_least,omitempty" json:"points_at_least,omitempty"`
	// AtLeast / AtMost bound how many cards the trigger is about: the
	// personnel who began the attempt, as declared (Rulings: Beginning a
	// Mission Attempt).
	AtLeast int `yaml:"at_least,omitempty" json:"at_least,omitempty"`
	AtMost  int `yaml:"at_most,omitempty" json:"at_most,omitempty"`
	// EachHere: each of your personnel at this mission (anywhere there:
	// Rulings: At This Mission) matches it.
	EachHere *Filter `yaml:"each_here,omitempty" json:"each_here,omitempty"`
	// NoneBeneath: no dilemma is overcome beneath this mission.
	NoneBeneath bool `yaml:"none_beneath,omitempty" json:"none_beneath,omitempty"`
	// FewerTurns: an opponent has had more turns than you.
	FewerTurns bool `yaml:"fewer_turns,omitempty" json:"fewer_turns,omitempty"`
	// Completed: this mission is completed.
	Completed bool `yaml:"completed,omitempty" json:"completed,omitempty"`
	// Involving: one of the trigger's cards is yours and matches it ("when
	// you win combat involving your [Kli] personnel").
	Involving *Filter `yaml:"involving,omitempty" json:"involving,omitempty"`
}

// AbilityFields are conditions on a trigger-bus ability answering.
type AbilityFields struct {
	// Cond must hold for the ability to be offered.
	Cond *Condition `yaml:"cond,omitempty" json:"cond,omitempty"`
	// Here: the trigger happened at this mission (the card's own mission,
	// or the mission an event was played on).
	Here bool `yaml:"here,omitempty" json:"here,omitempty"`
	// ByYour: the trigger was caused by a card of yours matching it ("your
	// {Infestation}").
	ByYour *Filter `yaml:"by_your,omitempty" json:"by_your,omitempty"`
}

func (c *Condition) validate() error {
	if c == nil {
		return nil
	}
	if c.Count < 0 || c.AtLeast < 0 || c.AtMost < 0 || c.PointsAtLeast < 0 {
		return errors.New("condition: counts cannot be negative")
	}
	if c.Count > 0 && c.Command == nil {
		return errors.New("condition: count needs command")
	}
	if err := c.Command.validate(); err != nil {
		return err
	}
	if err := c.Involving.validate(); err != nil {
		return err
	}
	return c.EachHere.validate()
}

func (f *AbilityFields) validate() error {
	if err := f.Cond.validate(); err != nil {
		return err
	}
	return f.ByYour.validate()
}

// condHolds reports whether c holds for ctx.p at ctx.mission now.
func (g *Game) condHolds(ctx fxCtx, c *Condition) bool {
	if c == nil {
		return true
	}
	p := ctx.p
	if c.Command != nil && g.commandCount(p, c.Command) < max(1, c.Count) {
		return false
	}
	if c.PointsAtLeast > 0 && g.players[p].Score < c.PointsAtLeast {
		return false
	}
	if c.AtLeast > 0 || c.AtMost > 0 {
		n := 0
		if ctx.trig != nil {
			n = len(ctx.trig.Cards)
		}
		if n < c.AtLeast || (c.AtMost > 0 && n > c.AtMost) {
			return false
		}
	}
	if c.EachHere != nil {
		if ctx.mission == 0 {
			return false
		}
		for _, id := range g.personnelAt(ctx.mission) {
			if x := g.cards[id]; x.Controller == p && g.considers(p, id) && !g.matches(c.EachHere, id) {
				return false
			}
		}
	}
	if c.NoneBeneath && (ctx.mission == 0 || len(g.cards[ctx.mission].Beneath) > 0) {
		return false
	}
	if c.FewerTurns && g.turnsHad(p.Other()) <= g.turnsHad(p) {
		return false
	}
	if c.Completed && (ctx.mission == 0 || !g.cards[ctx.mission].Completed) {
		return false
	}
	if c.Involving != nil && (ctx.trig == nil || !slices.ContainsFunc(ctx.trig.Cards, func(id int) bool {
		return g.cards[id].Controller == p && g.matches(c.Involving, id)
	})) {
		return false
	}
	return true
}

// commandCount is how many cards in play p commands and may consider that
// match f.
func (g *Game) commandCount(p Player, f *Filter) int {
	n := 0
	for _, c := range g.cards[1:] {
		if c.Zone.InPlay() && c.Controller == p && g.considers(p, c.ID) && g.matches(f, c.ID) {
			n++
		}
	}
	return n
}

// personnelAt lists every personnel at mission m: on its surface and
// aboard every ship there (Rulings: At This Mission).
func (g *Game) personnelAt(m int) []int {
	var out []int
	mc := g.cards[m]
	for _, id := range mc.Surface {
		if g.cards[id].Card.Type == Personnel {
			out = append(out, id)
		}
	}
	for _, s := range mc.Ships {
		for _, id := range g.cards[s].Aboard {
			if g.cards[id].Card.Type == Personnel {
				out = append(out, id)
			}
		}
	}
	return out
}

// turnsHad is how many turns p has had: turns begun, the one in progress
// not counted (so during the second player's turns the first player has
// had one more).
func (g *Game) turnsHad(p Player) int {
	firsts := (g.turn + 1) / 2 // turns 1, 3, 5... belong to the first player
	n := g.turn - firsts
	if p == g.first {
		n = firsts
	}
	if p == g.active {
		n--
	}
	return n
}

// Text words the condition: "you command 3 [TNG] personnel".
func (c *Condition) Text() string {
	if c == nil {
		return ""
	}
	var parts []string
	if c.Command != nil {
		n := max(1, c.Count)
		parts = append(parts, fmt.Sprintf("you command %s %s", numberPhrase(n), c.Command.Text("personnel")))
		if n == 1 {
			parts[len(parts)-1] = "you command " + article(c.Command.Text("personnel")) + " " + c.Command.Text("personnel")
		}
	}
	if c.PointsAtLeast > 0 {
		parts = append(parts, fmt.Sprintf("you have %d or more points", c.PointsAtLeast))
	}
	switch {
	case c.AtLeast > 0 && c.AtMost > 0:
		parts = append(parts, fmt.Sprintf("with %d to %d personnel", c.AtLeast, c.AtMost))
	case c.AtLeast > 0:
		parts = append(parts, fmt.Sprintf("with %d or more personnel", c.AtLeast))
	case c.AtMost > 0:
		parts = append(parts, fmt.Sprintf("with %d or fewer personnel", c.AtMost))
	}
	if c.EachHere != nil {
		t := c.EachHere.Text("personnel")
		parts = append(parts, "each of your personnel at this mission is "+article(t)+" "+t)
	}
	if c.NoneBeneath {
		parts = append(parts, "no dilemma is overcome beneath this mission")
	}
	if c.FewerTurns {
		parts = append(parts, "an opponent has had more turns than you")
	}
	if c.Completed {
		parts = append(parts, "this mission is completed")
	}
	if c.Involving != nil {
		parts = append(parts, "involving your "+c.Involving.Text("personnel"))
	}
	return strings.Join(parts, " and ")
}

// abilityAnswers checks an ability's further conditions on answering t
// for player p (AbilityFields).
func (g *Game) abilityAnswers(ctx fxCtx, a *Ability, t *Trigger) bool {
	if a.Here && (ctx.mission == 0 || t.Mission != ctx.mission) {
		return false
	}
	if a.ByYour != nil {
		if t.Source == 0 || g.cards[t.Source].Owner != ctx.p || !a.ByYour.MatchesCard(g.cards[t.Source].Card) {
			return false
		}
	}
	return g.condHolds(ctx, a.Cond)
}

// abilityFieldsText words the further conditions of a trigger ability:
// " at this mission", " by your Infestation", ", if ...".
func abilityFieldsText(a Ability) string {
	var s string
	if a.Here && a.When != TrigCompleted { // "when you complete this mission" says it
		s += " at this mission"
	}
	if a.ByYour != nil {
		noun := "card"
		if a.ByDilemma {
			noun = "dilemma"
		}
		s += " by your " + a.ByYour.Text(noun)
	}
	if t := a.Cond.Text(); t != "" {
		if strings.HasPrefix(t, "with ") || strings.HasPrefix(t, "involving ") {
			s += " " + t
		} else {
			s += ", if " + t
		}
	}
	return s
}
