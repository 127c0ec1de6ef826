package game

import "slices"

// attempted-aboard-carrying: "you cannot complete this mission using a
// ship that has a [Maq] personnel aboard" (Intercept Maquis, 1U175). It
// holds while your personnel attempt this card's own mission from a ship
// carrying a personnel the filter matches: any card aboard counts, not
// only those attempting (the text names the ship, not the crew), and, as
// for on-this-planet, a stopped one of yours does not (Glossary:
// stopped: its icons cannot be read by your text). With
// {to: this-mission, cannot: [complete]} the attempt fails when the
// requirements are checked (vocab_cannot_complete.go). It reads printed
// facts only, so a modifier may use it.

func init() {
	condRegistry["attempted-aboard-carrying"] = &condEntry{
		fields:   []VocabField{fieldOf, fieldWhose},
		doc:      "your personnel attempt this card's own mission aboard a ship with a card aboard that the filter matches (whose)",
		example:  "while: {is: attempted-aboard-carrying, of: {type: personnel, icon: maquis}}",
		validate: needOfModFilter,
		holds: func(g *Game, c *Cond, ctx fxCtx) bool {
			m := g.ownMission(ctx.src)
			a := g.attempt
			if m == 0 || a == nil || a.mission != m || a.player != ctx.p {
				return false
			}
			return slices.ContainsFunc(a.ships, func(s int) bool {
				return slices.ContainsFunc(g.cards[s].Aboard, func(x int) bool { return g.condCounts(ctx.p, c, x) })
			})
		},
		text: func(c *Cond, _ condWords) string {
			n := c.ofText("personnel")
			return "your personnel attempt this mission aboard a ship that has " + c.whoseText(article(n)+" ") + n + " aboard"
		},
		slot: slotWhileClause, inModifiers: true,
	}
}
