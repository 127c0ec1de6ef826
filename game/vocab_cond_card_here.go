package game

import "strings"

// card-here: "while a Gatherer is at this mission" (Marouk, Sovereign of
// Acamar, 1U335). A card is at a mission when it is on the mission (its
// planet or headquarters) or aboard a ship there (Rulings: At This
// Mission). The card with the text does not count itself. whose narrows
// whose cards count; anyone's when absent. Stopped cards count: the text
// asks where a card is, not what it may do.

func cardHereConds() map[string]condEntry {
	return map[string]condEntry{
		"card-here": {
			fields:   []VocabField{fieldOf, fieldWhose},
			doc:      "a card other than this one that the filter matches (whose) is at this card's mission: on it or aboard a ship there",
			example:  "while: {is: card-here, of: {keyword: Gatherer}}",
			validate: needOfFilter,
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				m := g.missionOf(ctx.src)
				if m == 0 {
					return false
				}
				return g.anyAtMission(m, func(id int) bool {
					if id == ctx.src {
						return false
					}
					ic := g.cards[id]
					switch c.Whose {
					case "your":
						if ic.Controller != ctx.p {
							return false
						}
					case "opponent":
						if ic.Controller == ctx.p {
							return false
						}
					}
					return g.matches(c.Of, id)
				})
			},
			text: func(c *Cond, _ condWords) string {
				n := c.Of.Text("")
				if n == "" {
					n = "card"
				}
				n = strings.TrimSpace(n)
				if w := c.whoseText(""); w != "" {
					return w + n + " is at this mission"
				}
				return article(n) + " " + n + " is at this mission"
			},
			slot: slotClause, inModifiers: true,
		},
	}
}

// anyAtMission reports whether fn holds for a card at mission m: on its
// surface, a ship there, or aboard one.
func (g *Game) anyAtMission(m int, fn func(id int) bool) bool {
	mc := g.cards[m]
	for _, id := range mc.Surface {
		if fn(id) {
			return true
		}
	}
	for _, s := range mc.Ships {
		if fn(s) {
			return true
		}
		for _, id := range g.cards[s].Aboard {
			if fn(id) {
				return true
			}
		}
	}
	return false
}
