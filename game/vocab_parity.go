package game

import (
	"errors"
	"fmt"
)

// The Chula family of dilemmas picks personnel at random and then tests
// what was picked like a throw of dice: whether the highest Cunning or
// Strength among them is even, whether their total Integrity is odd.
// Two general pieces serve them all: the amount "highest" (the highest
// attribute among a group, beside "total", vocab_amount_registry.go) and
// the conditions "odd" and "even" of any amount. Checking a condition is
// not an action (Rulebook: Facing Dilemmas); a group that holds nobody
// has no highest attribute, which counts as 0 (even).

// parityAmounts are the amounts this file adds to the registry.
func parityAmounts() map[string]amountEntry {
	return map[string]amountEntry{
		"highest": {
			fields:  []VocabField{{"highest", "the group whose highest attribute is read"}, {"attr", "the attribute"}, fieldAmountFilter},
			doc:     "the highest value of an attribute among the cards of the group the filter matches (0 with none): as it is now in play, as printed out of play",
			example: "amount: {highest: selected, attr: Strength}",
			validate: func(a *Amount) error {
				if err := validGroup(a.Highest); err != nil {
					return err
				}
				switch a.Attr {
				case "":
					return errors.New("highest and attr go together")
				case Integrity, Cunning, Strength, AttrRange, AttrWeapons, AttrShields:
				default:
					return fmt.Errorf("attr: unknown attribute %q", a.Attr)
				}
				return a.Filter.validate()
			},
			value: func(g *Game, a *Amount, ctx fxCtx, candidates []int) int {
				best := 0
				for _, id := range g.groupMatching(a, ctx, candidates) {
					best = max(best, g.attrNow(id, a.Attr))
				}
				return best
			},
			text: func(a *Amount) string {
				if a.Filter.IsZero() {
					return "the highest " + a.Attr + " among " + groupNoun(a.Highest)
				}
				return "the highest " + a.Attr + " among the " + groupHasText(a.Highest, plural(a.what()))
			},
		},
	}
}

// parityConds are the conditions this file adds to the registry.
func parityConds() map[string]condEntry {
	return map[string]condEntry{
		"even": parityCond(0),
		"odd":  parityCond(1),
	}
}

// parityCond is the condition that an amount is even (rest 0) or odd
// (rest 1).
func parityCond(rest int) condEntry {
	word := "even"
	if rest == 1 {
		word = "odd"
	}
	return condEntry{
		fields:  []VocabField{{"amount", "the amount measured (vocab_amounts.go)"}},
		doc:     "an amount is " + word + " (zero is even)",
		example: "cond: {is: " + word + ", amount: {total: selected, attr: Integrity}}",
		validate: func(c *Cond) error {
			if c.Amount == nil {
				return errors.New("needs amount")
			}
			return c.Amount.validate()
		},
		holds: func(g *Game, c *Cond, ctx fxCtx) bool { return c.Amount.value(g, ctx, nil)%2 == rest },
		text:  func(c *Cond, _ condWords) string { return c.Amount.Text() + " is " + word },
		slot:  slotIf,
		measured: func(g *Game, c *Cond, ctx fxCtx) string {
			return fmt.Sprintf(" (%d)", c.Amount.value(g, ctx, nil))
		},
	}
}
