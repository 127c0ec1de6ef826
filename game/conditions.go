package game

import (
	"fmt"
	"slices"
)

// Condition is a test card text makes of the game: "if you have more
// points than each of your opponents", "if any of those personnel is a
// [Fed] personnel", "unless they are the same species", "unless those
// personnel have Exobiology and Cunning>11", "if your opponent has an
// Infiltrator at this mission", "unless this ship has four or more
// staffing icons", "if there are no other dilemmas on this mission".
// Exactly one kind of test is set:
//
//   - Req: the personnel of Group (default: those facing the dilemma)
//     meet the requirements (Rulebook: Checking Mission Requirements: the
//     same rules apply), raised as the dilemma's own text raised its
//     requirements (Brothers);
//   - Same: the cards of Group (default: the selected) all share this
//     characteristic ("species", "cost");
//   - Amount with AtLeast (a number) or Above (another amount);
//   - ShipStaffingAtLeast: this ship has that many staffing icons or more;
//     ShipStaffingHas: its staffing includes that icon. "This ship" is a
//     ship whose crew attempts (Ruling: Dilemmas Affecting Ships): with
//     several, one is enough; at a planet there is none;
//   - NoDilemmaOnMission: no other dilemma lies on this mission.
//
// Not turns it into "unless". Checking a condition is not an action
// (Rulebook: Facing Dilemmas).
type Condition struct {
	Not     bool    `yaml:"not,omitempty" json:"not,omitempty"`
	Req     string  `yaml:"req,omitempty" json:"req,omitempty"`
	Same    string  `yaml:"same,omitempty" json:"same,omitempty"`
	Group   string  `yaml:"group,omitempty" json:"group,omitempty"`
	Amount  *Amount `yaml:"amount,omitempty" json:"amount,omitempty"`
	AtLeast *int    `yaml:"at_least,omitempty" json:"at_least,omitempty"`
	Above   *Amount `yaml:"above,omitempty" json:"above,omitempty"`

	ShipStaffingAtLeast int    `yaml:"ship_staffing_at_least,omitempty" json:"ship_staffing_at_least,omitempty"`
	ShipStaffingHas     string `yaml:"ship_staffing_has,omitempty" json:"ship_staffing_has,omitempty"`
	NoDilemmaOnMission  bool   `yaml:"no_dilemma_on_mission,omitempty" json:"no_dilemma_on_mission,omitempty"`

	req *Req
}

func (c *Condition) validate() error {
	if c == nil {
		return nil
	}
	kinds := 0
	if c.Req != "" {
		kinds++
		r, err := ParseRequirements(c.Req)
		if err != nil {
			return err
		}
		if u := r.UnknownConds(); len(u) > 0 {
			return fmt.Errorf("condition: the engine cannot check %q", u)
		}
		c.req = r
	}
	if c.Same != "" {
		kinds++
		if c.Same != SameSpecies && c.Same != SameCost {
			return fmt.Errorf("condition: same must be species or cost, not %q", c.Same)
		}
	}
	if c.Amount != nil {
		kinds++
		if (c.AtLeast == nil) == (c.Above == nil) {
			return fmt.Errorf("condition: an amount needs one of at_least and above")
		}
		if err := c.Amount.validate(); err != nil {
			return err
		}
		if err := c.Above.validate(); err != nil {
			return err
		}
	}
	if c.ShipStaffingAtLeast > 0 {
		kinds++
	}
	if c.ShipStaffingHas != "" {
		kinds++
		if c.ShipStaffingHas != IconCommand && c.ShipStaffingHas != IconStaff {
			return fmt.Errorf("condition: ship_staffing_has: %q is not a staffing icon", c.ShipStaffingHas)
		}
	}
	if c.NoDilemmaOnMission {
		kinds++
	}
	if kinds != 1 {
		return fmt.Errorf("condition: set exactly one of req, same, amount, ship_staffing_at_least, ship_staffing_has and no_dilemma_on_mission")
	}
	if c.Group != "" {
		if err := validGroup(c.Group); err != nil {
			return err
		}
	}
	return nil
}

// holds evaluates the condition now.
func (c *Condition) holds(g *Game, ctx fxCtx) bool {
	return c.test(g, ctx) != c.Not
}

func (c *Condition) test(g *Game, ctx fxCtx) bool {
	switch {
	case c.req != nil:
		group := GroupFacing
		if c.Group != "" {
			group = c.Group
		}
		rc := &ReqCtx{Group: g.groupStats(g.group(ctx, group, nil)), Cond: func(cond string) bool { return g.reqCond(g.textYou(ctx), cond) }}
		if a := g.attempt; a != nil && group == GroupFacing {
			rc = g.reqCtx(a)
		}
		return g.raisedReq(c.req).MetIn(rc)
	case c.Same != "":
		group := GroupSelected
		if c.Group != "" {
			group = c.Group
		}
		return g.allAlike(ctx, group, c.Same)
	case c.Amount != nil:
		v := c.Amount.value(g, ctx, nil)
		if c.AtLeast != nil {
			return v >= *c.AtLeast
		}
		return v > c.Above.value(g, ctx, nil)
	case c.ShipStaffingAtLeast > 0 || c.ShipStaffingHas != "":
		a := g.attempt
		if a == nil {
			return false
		}
		for _, s := range a.ships {
			st := g.cards[s].Card.Staffing
			if len(st) >= c.ShipStaffingAtLeast && (c.ShipStaffingHas == "" || slices.Contains(st, c.ShipStaffingHas)) {
				return true
			}
		}
		return false
	case c.NoDilemmaOnMission:
		if ctx.mission <= 0 {
			return false
		}
		for _, id := range g.cards[ctx.mission].On {
			if id != ctx.src && g.cards[id].Card.Type == Dilemma {
				return false
			}
		}
		return true
	}
	return false
}

// measured words what an amount comparison measured, for the log:
// " (14 against 6)"; "" for other conditions.
func (c *Condition) measured(g *Game, ctx fxCtx) string {
	if c.Amount == nil || c.Above == nil {
		return ""
	}
	return fmt.Sprintf(" (%d against %d)", c.Amount.value(g, ctx, nil), c.Above.value(g, ctx, nil))
}

// allAlike reports whether the cards of a group share a characteristic.
// A selection that picked fewer cards than it asked for leaves the
// missing ones with no characteristic ("None", or zero for a cost), which
// nothing shares (Ruling: Dilemmas With Conditional Requirements): two
// personnel asked for and one found are the same species only with
// nobody, so never; the same cost only when the one found costs 0.
func (g *Game) allAlike(ctx fxCtx, group, what string) bool {
	ids := g.group(ctx, group, nil)
	var values []string
	for _, id := range ids {
		values = append(values, characteristic(g.cards[id].Card, what))
	}
	if a := g.attempt; a != nil && group == GroupSelected {
		for range max(0, a.wanted-len(ids)) {
			if what == SameCost {
				values = append(values, "0")
			} else {
				values = append(values, "")
			}
		}
	}
	for _, v := range values {
		if v != values[0] || (what == SameSpecies && v == "") {
			return false
		}
	}
	return len(values) > 0
}

// Text words the condition as a clause without its "if"/"unless":
// "your opponent commands at least 3 Assassin personnel".
func (c *Condition) Text() string {
	switch {
	case c.Req != "":
		who := "you"
		if c.Group != "" && c.Group != GroupFacing {
			who = groupNouns[c.Group]
		}
		return who + " have " + reqText(c.Req)
	case c.Same != "":
		group := GroupSelected
		if c.Group != "" {
			group = c.Group
		}
		return fmt.Sprintf("%s all have the same %s", groupNouns[group], c.Same)
	case c.Amount != nil && c.AtLeast != nil && c.Amount.Count != "" && c.Amount.N == 0 && c.Amount.Less == 0:
		what := c.Amount.what()
		if c.Amount.Alike != "" {
			what += " of one " + c.Amount.Alike
		}
		n := *c.AtLeast
		if n == 1 {
			return groupHas[c.Amount.Count](article(what) + " " + what)
		}
		return groupHas[c.Amount.Count](fmt.Sprintf("%d or more %s", n, plural(what)))
	case c.Amount != nil && c.AtLeast != nil:
		return fmt.Sprintf("%s is %d or more", c.Amount.Text(), *c.AtLeast)
	case c.Amount != nil && c.Amount.Score == ScoreYou && c.Above != nil && c.Above.Score == ScoreOpp:
		return "you have more points than your opponent"
	case c.Amount != nil:
		return fmt.Sprintf("%s is more than %s", c.Amount.Text(), c.Above.Text())
	case c.ShipStaffingAtLeast > 0:
		return fmt.Sprintf("this ship has %d or more staffing icons", c.ShipStaffingAtLeast)
	case c.ShipStaffingHas != "":
		return "this ship's staffing includes [" + iconShort(c.ShipStaffingHas) + "]"
	case c.NoDilemmaOnMission:
		return "no other dilemma lies on this mission"
	}
	return ""
}

// negated is the opposite condition: "unless X" for "if X".
func (c *Condition) negated() *Condition {
	n := *c
	n.Not = !c.Not
	return &n
}

// clause is "if X" or "unless X".
func (c *Condition) clause() string {
	if c.Not {
		return "unless " + c.Text()
	}
	return "if " + c.Text()
}
