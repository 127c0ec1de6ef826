package game

import "fmt"

// Conditions on what a discard pile holds (a ship in its player's own
// pile: Groumall, Inauspicious Command, 24V042; an event in an
// opponent's pile, counted per opponent: Gollek, 30V042). A discard pile is face up (Rulebook: Discard pile), so reading
// it hides nothing, and it holds no card in play, so no modifier changes
// what it reads: a modifier's while may use it.
func discardConds() map[string]condEntry {
	return map[string]condEntry{
		"in-discard": {
			fields:  []VocabField{{"who", "whose discard pile: you or opponent"}, fieldOf, fieldAtLeast},
			doc:     "who's discard pile holds at least at_least (1) cards the filter matches",
			example: "while: {is: in-discard, who: you, of: {type: ship}}",
			validate: func(c *Cond) error {
				switch c.Who {
				case "you", "opponent":
				default:
					return fmt.Errorf("who must be you or opponent, not %q", c.Who)
				}
				if c.AtLeast != nil && *c.AtLeast < 1 {
					return fmt.Errorf("at_least must be 1 or more")
				}
				return c.Of.validate()
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				p := ctx.p
				if c.Who == "opponent" {
					p = p.Other()
				}
				return len(g.discardMatching(p, c.Of)) >= discardAtLeast(c)
			},
			text: func(c *Cond, _ condWords) string {
				what := c.Of.Text("card")
				n := discardAtLeast(c)
				thing := countOf(n, what)
				if n > 1 {
					thing = fmt.Sprintf("%d or more %s", n, plural(what))
				}
				if c.Who == "opponent" {
					return "your opponent has " + thing + " in their discard pile"
				}
				return "you have " + thing + " in your discard pile"
			},
			slot: slotIf, inModifiers: true,
		},
	}
}

// discardAtLeast is the least number the condition asks for (1 unless
// at_least says more).
func discardAtLeast(c *Cond) int {
	if c.AtLeast != nil {
		return *c.AtLeast
	}
	return 1
}
