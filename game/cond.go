package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Cond is a condition card text sets on an ability or on playing a card:
// "if you command a mission requiring Science", "with six or more
// personnel", "if there are no dilemmas overcome beneath it", "to play
// this event, you must command three [TNG] personnel". Every field set
// must hold. It is read for a player (ctx.p, "you"), at a mission
// (ctx.mission, "this mission") and, for a response, with the trigger
// answered (ctx.trig). (A step's own condition, "if ...: ...; otherwise",
// is a Condition: conditions.go.)
type Cond struct {
	// MissionRequires: the player commands a mission whose requirements
	// name this skill (Ruling: Alpha 5 Approach — a mission "requiring" a
	// skill prints it in its requirements).
	MissionRequires string `yaml:"mission_requires,omitempty" json:"mission_requires,omitempty"`
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

func (c *Cond) validate() error {
	if c == nil {
		return nil
	}
	if c.MissionRequires != "" && !IsSkill(c.MissionRequires) {
		return fmt.Errorf("condition: unknown skill %q", c.MissionRequires)
	}
	if c.Count < 0 || c.AtLeast < 0 || c.AtMost < 0 || c.PointsAtLeast < 0 {
		return errors.New("condition: counts cannot be negative")
	}
	if c.Count > 0 && c.Command == nil {
		return errors.New("condition: count needs command")
	}
	for _, f := range []*Filter{c.Command, c.Involving, c.EachHere} {
		if err := f.validate(); err != nil {
			return err
		}
	}
	return nil
}

// condOK reports whether c holds for ctx.p at ctx.mission now.
func (g *Game) condOK(ctx fxCtx, c *Cond) bool {
	if c == nil {
		return true
	}
	p := ctx.p
	if c.MissionRequires != "" && !g.commandsMissionRequiring(p, c.MissionRequires) {
		return false
	}
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

// Text words the condition as a clause without its "if": "you command 3
// [TNG] personnel and you have 5 or more points".
func (c *Cond) Text() string {
	if c == nil {
		return ""
	}
	var parts []string
	if c.MissionRequires != "" {
		parts = append(parts, "you command a mission requiring "+c.MissionRequires)
	}
	if c.Command != nil {
		n := max(1, c.Count)
		what := c.Command.Text("personnel")
		if n == 1 {
			parts = append(parts, "you command "+article(what)+" "+what)
		} else {
			parts = append(parts, fmt.Sprintf("you command %s %s", numberPhrase(n), what))
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

// abilityCondText words an ability's condition after its trigger: "
// with 6 or more personnel", ", if you command a mission requiring
// Science".
func abilityCondText(a Ability) string {
	t := a.Cond.Text()
	switch {
	case t == "":
		return ""
	case strings.HasPrefix(t, "with ") || strings.HasPrefix(t, "involving "):
		return " " + t
	}
	return ", if " + t
}

// abilityAnswers checks an ability's conditions on answering trigger t
// for ctx.p: its named conditions (If), the card of yours that caused t
// (ByYour) and its Cond.
func (g *Game) abilityAnswers(ctx fxCtx, a *Ability, t *Trigger) bool {
	if !g.abilityIf(ctx, a) {
		return false
	}
	if a.ByYour != nil {
		if t.Source == 0 || g.cards[t.Source].Owner != ctx.p || !a.ByYour.MatchesCard(g.cards[t.Source].Card) {
			return false
		}
	}
	return g.condOK(ctx, a.Cond)
}

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
