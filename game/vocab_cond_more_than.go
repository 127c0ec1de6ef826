package game

import (
	"errors"
	"fmt"
)

// more-than-opponent: one player has more of something than the other,
// counted where modifiers cannot reach, so a modifier may read it (Rusot,
// Proud Nationalist, 4U122, compares the events lying in each core;
// Koval, Chairman of the Tal Shiar, 4R168, the headquarters missions
// each player holds, seen from the opponent's side).
//
// What is counted: the cards in each player's core the filter matches by
// their printed facts (a core is face up: Rulebook: Core), or the
// headquarters missions each player commands. With two players, beating
// every opponent means beating the one there is. who: opponent turns the
// comparison round (the opponent has more than you).

const (
	moreInCore         = "core"
	moreInHeadquarters = "headquarters"
)

func moreThanConds() map[string]condEntry {
	return map[string]condEntry{
		"more-than-opponent": {
			fields: []VocabField{
				{"what", "what is counted: core (cards in each player's core matching of) or headquarters (headquarters missions each commands)"},
				{"who", "who must have more: you (absent) or opponent"},
				fieldOf,
			},
			doc:     "you (or, with who: opponent, your opponent) have more cards in your core matching the filter, or command more headquarters missions, than the other player",
			example: "while: {is: more-than-opponent, what: core, of: {type: event}}",
			validate: func(c *Cond) error {
				switch c.What {
				case moreInCore:
				case moreInHeadquarters:
					if c.Of != nil {
						return errors.New("headquarters takes no filter")
					}
				default:
					return fmt.Errorf("what must be core or headquarters, not %q", c.What)
				}
				if c.Who != "" && c.Who != "you" && c.Who != "opponent" {
					return fmt.Errorf("who must be you or opponent, not %q", c.Who)
				}
				return c.Of.validate()
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				more, less := g.textYou(ctx), g.textYou(ctx).Other()
				if c.Who == "opponent" {
					more, less = less, more
				}
				return g.moreCount(c, more) > g.moreCount(c, less)
			},
			text: func(c *Cond, _ condWords) string {
				who, other := "you command", "each opponent"
				if c.Who == "opponent" {
					who, other = "an opponent commands", "you"
				}
				if c.What == moreInHeadquarters {
					return who + " more headquarters missions than " + other
				}
				n := "card"
				if c.Of != nil {
					n = c.Of.Text(n)
				}
				whose := "your"
				if c.Who == "opponent" {
					whose = "their"
				}
				return fmt.Sprintf("%s more %s in %s core than %s", who, pluralNouns(n), whose, other)
			},
			slot: slotIf, inModifiers: true,
		},
	}
}

// moreCount counts what c compares for player p.
func (g *Game) moreCount(c *Cond, p Player) int {
	n := 0
	if c.What == moreInCore {
		for _, id := range g.players[p].Core {
			if g.resolvingInCore(id) {
				continue // core_resolving.go
			}
			if c.Of == nil || c.Of.matchesCard(g.cards[id].Card) {
				n++
			}
		}
		return n
	}
	for _, m := range g.cards[1:] {
		if m.Card.IsHQ() && m.Zone.InPlay() && m.Controller == p {
			n++
		}
	}
	return n
}
