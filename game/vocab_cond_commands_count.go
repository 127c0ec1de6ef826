package game

import (
	"errors"
	"fmt"
)

// commands-count: how many cards matching a filter a player commands, as
// a bound (Resilience, 35V010, counts its player's ships). You command every card you have in play (Rulebook: Command and
// Owner), stopped ones too: a stopped ship is still commanded, so it
// counts, unlike the command requirements of commands-in-play. The filter
// reads printed facts only, so a modifier's while may use it.

func commandsCountConds() map[string]condEntry {
	return map[string]condEntry{
		"commands-count": {
			fields: []VocabField{fieldOf,
				{"at_least", "the fewest such cards"},
				{"at_most", "the most such cards (with at_least the same: exactly that many)"}},
			doc:     "you command at least (at most) that many cards in play, stopped ones included, that the filter matches by their printed facts",
			example: "while: {is: commands-count, of: {type: ship}, at_least: 1, at_most: 1}",
			validate: func(c *Cond) error {
				if c.AtLeast == nil && c.AtMost == nil {
					return errors.New("commands-count needs at_least or at_most")
				}
				if (c.AtLeast != nil && *c.AtLeast < 0) || (c.AtMost != nil && *c.AtMost < 0) {
					return errors.New("commands-count: a count is never below zero")
				}
				if err := needOfFilter(c); err != nil {
					return err
				}
				return validateModFilter(c.Of)
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				n := g.commandedAll(g.textYou(ctx), c.Of)
				return (c.AtLeast == nil || n >= *c.AtLeast) && (c.AtMost == nil || n <= *c.AtMost)
			},
			text: func(c *Cond, _ condWords) string {
				n := c.Of.Text("card")
				switch {
				case c.AtLeast != nil && c.AtMost != nil && *c.AtLeast == *c.AtMost:
					return fmt.Sprintf("you command exactly %s %s", smallCountWord(*c.AtLeast), countNoun(*c.AtLeast, n))
				case c.AtMost == nil:
					return fmt.Sprintf("you command %s or more %s", smallCountWord(*c.AtLeast), pluralNouns(n))
				case c.AtLeast == nil && *c.AtMost == 0:
					return "you command no " + pluralNouns(n)
				case c.AtLeast == nil:
					return fmt.Sprintf("you command no more than %s %s", smallCountWord(*c.AtMost), countNoun(*c.AtMost, n))
				}
				return fmt.Sprintf("you command between %s and %s %s", smallCountWord(*c.AtLeast), smallCountWord(*c.AtMost), pluralNouns(n))
			},
			slot: slotIf, inModifiers: true,
		},
	}
}

// countNoun is the noun phrase n, plural unless k is one.
func countNoun(k int, n string) string {
	if k == 1 {
		return n
	}
	return pluralNouns(n)
}

// commandedAll counts the cards in play p commands, stopped or not,
// whose printed facts f matches.
func (g *Game) commandedAll(p Player, f *Filter) int {
	n := 0
	for _, c := range g.cards[1:] {
		if c.Zone.InPlay() && c.Controller == p && f.MatchesCard(c.Card) {
			n++
		}
	}
	return n
}

// countWord words a small count ("one", "two"), digits beyond ten.
func smallCountWord(n int) string {
	words := []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}
	if n >= 0 && n < len(words) {
		return words[n]
	}
	return fmt.Sprint(n)
}
