package game

import "fmt"

// aboard-count: "while you command three [Pa][Fer] personnel aboard this
// ship" (Quetsivoo, Unidentified Pirate Ship, 20V044). The ship is the
// card whose text it is; the cards counted are its controller's aboard
// it that the filter matches, as they are now: an icon or affiliation
// another card gives them counts (Rulings: Quetsivoo — the ship does not
// care whether the icon is printed), but not one a modifier of the ship
// gives, since a condition of such a modifier reads the cards without it
// (vocab_gained_identity.go), so a ship never meets its own condition by
// its own change. Stopped cards do not count (Glossary: stopped: a
// stopped card does not satisfy a command requirement), so it reads
// nothing modifiers change beyond identity and a modifier's while may
// use it.

func aboardCountConds() map[string]condEntry {
	return map[string]condEntry{
		"aboard-count": {
			fields:  []VocabField{fieldOf, {"at_least", "how many such cards (default 1)"}},
			doc:     "you command at least at_least cards the filter matches aboard this ship (unstopped ones)",
			example: "while: {is: aboard-count, of: {type: personnel, affiliation: ferengi, icon: past}, at_least: 3}",
			validate: func(c *Cond) error {
				if err := needOfFilter(c); err != nil {
					return err
				}
				return validateModFilter(c.Of)
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				return g.aboardCount(ctx, c.Of) >= max(1, c.count())
			},
			text: func(c *Cond, _ condWords) string {
				n := c.Of.Text("card")
				if k := c.count(); k > 1 {
					return fmt.Sprintf("you command %s %s aboard this ship", numberPhrase(k), pluralNouns(n))
				}
				return "you command " + article(n) + " " + n + " aboard this ship"
			},
			slot: slotIf, inModifiers: true,
		},
	}
}

// aboardCount counts the unstopped cards of ctx's player aboard ctx.src
// (a ship) that f matches.
func (g *Game) aboardCount(ctx fxCtx, f *Filter) int {
	s := g.cards[ctx.src]
	if s.Card.Type != Ship || !s.Zone.InPlay() {
		return 0
	}
	n := 0
	for _, x := range s.Aboard {
		if c := g.cards[x]; c.Controller == ctx.p && !c.Stopped && g.modMatches(f, x, nil) {
			n++
		}
	}
	return n
}
