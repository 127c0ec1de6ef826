package game

import (
	"errors"
	"fmt"
	"slices"
)

// Conditions a dilemma's text makes of the personnel facing it and of the
// game: "unless those personnel have Exobiology and Cunning>11", "unless
// they are the same species", "if you have more points than each of your
// opponents", "unless this ship has four or more staffing icons", "if
// there are no other dilemmas on this mission".

func stepConds() map[string]condEntry {
	return map[string]condEntry{
		"req": {
			fields:  []VocabField{{"req", "requirements, as a mission prints them"}, fieldGroup},
			doc:     "the personnel of the group (those facing the dilemma when absent) meet the requirements (Rulebook: Checking Mission Requirements), raised as the dilemma's own text raised its requirements",
			example: `cond: {is: req, req: "Exobiology and Cunning>11", group: selected, not: true}`,
			validate: func(c *Cond) error {
				r, err := ParseRequirements(c.Req)
				if err != nil {
					return err
				}
				if u := r.UnknownConds(); len(u) > 0 {
					return fmt.Errorf("the engine cannot check %q", u)
				}
				c.req = r
				return validGroupIfSet(c.Group)
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				group := GroupFacing
				if c.Group != "" {
					group = c.Group
				}
				rc := &ReqCtx{Group: g.groupStats(g.group(ctx, group, nil)), Cond: func(cond string) bool { return g.reqCond(g.textYou(ctx), cond) }}
				if a := g.attempt; a != nil && group == GroupFacing {
					rc = g.reqCtx(a)
				}
				return g.raisedReq(c.req).MetIn(rc)
			},
			text: func(c *Cond, _ condWords) string {
				who := "you"
				if c.Group != "" && c.Group != GroupFacing {
					who = groupNoun(c.Group)
				}
				return who + " have " + reqText(c.Req)
			},
			slot: slotIf,
		},
		"same": {
			fields:  []VocabField{{"what", "the characteristic shared: species or cost"}, fieldGroup},
			doc:     "the cards of the group (the selected when absent) all share the characteristic (Ruling: Dilemmas With Conditional Requirements)",
			example: "cond: {is: same, what: cost}",
			validate: func(c *Cond) error {
				if c.What != SameSpecies && c.What != SameCost {
					return fmt.Errorf("what must be species or cost, not %q", c.What)
				}
				return validGroupIfSet(c.Group)
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool { return g.allAlike(ctx, c.sameGroup(), c.What) },
			text: func(c *Cond, _ condWords) string {
				return fmt.Sprintf("%s all have the same %s", groupNoun(c.sameGroup()), c.What)
			},
			slot: slotIf,
		},
		"amount": {
			fields: []VocabField{{"amount", "the amount measured (vocab_amounts.go)"}, {"at_least", "the least it may be"}, {"above", "another amount it must be more than"},
				{"at_most", "the most it may be (at_most: 0, none: Keevan, Pragmatic Captor, 43V017)"}},
			doc:     "an amount is at least a number, at most a number, or more than another amount",
			example: "cond: {is: amount, amount: {score: you}, above: {score: opponent}}",
			validate: func(c *Cond) error {
				if c.Amount == nil {
					return errors.New("needs amount")
				}
				if n := countSet(c.AtLeast != nil, c.Above != nil, c.AtMost != nil); n != 1 {
					return errors.New("an amount needs one of at_least, at_most and above")
				}
				if err := c.Amount.validate(); err != nil {
					return err
				}
				return c.Above.validate()
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				v := c.Amount.value(g, ctx, nil)
				if c.AtLeast != nil {
					return v >= *c.AtLeast
				}
				if c.AtMost != nil {
					return v <= *c.AtMost
				}
				return v > c.Above.value(g, ctx, nil)
			},
			text: amountCondText,
			slot: slotIf,
			measured: func(g *Game, c *Cond, ctx fxCtx) string {
				if c.Above == nil {
					return ""
				}
				return fmt.Sprintf(" (%d against %d)", c.Amount.value(g, ctx, nil), c.Above.value(g, ctx, nil))
			},
		},
		"ship-staffing": {
			fields:  []VocabField{{"at_least", "how many staffing icons, at least"}, {"icon", "a staffing icon it includes: command or staff"}},
			doc:     "this ship (one whose crew attempts: Ruling: Dilemmas Affecting Ships; with several, one is enough; at a planet there is none) has that many staffing icons, or includes that icon",
			example: "cond: {is: ship-staffing, icon: command}",
			validate: func(c *Cond) error {
				if (c.AtLeast == nil) == (c.Icon == "") || (c.AtLeast != nil && *c.AtLeast <= 0) {
					return errors.New("set exactly one of at_least (above zero) and icon")
				}
				if c.Icon != "" && c.Icon != IconCommand && c.Icon != IconStaff {
					return fmt.Errorf("icon: %q is not a staffing icon", c.Icon)
				}
				return nil
			},
			holds: func(g *Game, c *Cond, _ fxCtx) bool {
				a := g.attempt
				if a == nil {
					return false
				}
				for _, s := range a.ships {
					st := g.cards[s].Card.Staffing
					if len(st) >= c.count() && (c.Icon == "" || slices.Contains(st, c.Icon)) {
						return true
					}
				}
				return false
			},
			text: func(c *Cond, _ condWords) string {
				if c.Icon != "" {
					return "this ship's staffing includes [" + iconShort(c.Icon) + "]"
				}
				return fmt.Sprintf("this ship has %d or more staffing icons", c.count())
			},
			slot: slotIf,
		},
		"no-other-dilemma": {
			doc: "no other dilemma lies on this mission", example: "cond: no-other-dilemma",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				if ctx.mission <= 0 {
					return false
				}
				for _, id := range g.cards[ctx.mission].On {
					if id != ctx.src && g.cards[id].Card.Type == Dilemma {
						return false
					}
				}
				return true
			},
			text: func(*Cond, condWords) string { return "no other dilemma lies on this mission" },
			slot: slotIf,
		},
	}
}

func validGroupIfSet(group string) error {
	if group == "" {
		return nil
	}
	return validGroup(group)
}

// sameGroup is the group a "same" condition reads: the selected when
// none is named.
func (c *Cond) sameGroup() string {
	if c.Group != "" {
		return c.Group
	}
	return GroupSelected
}

// amountCondText words an amount condition: "your opponent commands 3
// or more Assassin personnel", "you have more points than your opponent".
func amountCondText(c *Cond, _ condWords) string {
	switch {
	case c.AtLeast != nil && c.Amount.Different != "":
		return fmt.Sprintf("%s is %d or more", differentText(c.Amount), *c.AtLeast)
	case c.AtLeast != nil && c.Amount.Count != "" && c.Amount.N == 0 && c.Amount.Less == 0:
		what := c.Amount.what()
		if c.Amount.Alike != "" {
			what += " of one " + c.Amount.Alike
		}
		n := *c.AtLeast
		if n == 1 {
			return groupHolds(c.Amount.Count, article(what)+" "+what)
		}
		return groupHolds(c.Amount.Count, fmt.Sprintf("%d or more %s", n, plural(what)))
	case c.AtLeast != nil:
		return fmt.Sprintf("%s is %d or more", c.Amount.Text(), *c.AtLeast)
	case c.AtMost != nil && *c.AtMost == 0 && c.Amount.Count != "" && c.Amount.N == 0 && c.Amount.Less == 0 && c.Amount.Alike == "":
		return groupHolds(c.Amount.Count, "no "+plural(c.Amount.what()))
	case c.AtMost != nil:
		return fmt.Sprintf("%s is %d or less", c.Amount.Text(), *c.AtMost)
	case c.Amount.Score == ScoreYou && c.Above.Score == ScoreOpp:
		return "you have more points than your opponent"
	}
	return fmt.Sprintf("%s is more than %s", c.Amount.Text(), c.Above.Text())
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

// countSet counts the true ones among bs (fields set, of those a
// condition takes one of).
func countSet(bs ...bool) int {
	n := 0
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}
