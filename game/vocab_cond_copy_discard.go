package game

import "fmt"

// copy-in-discard: the personnel the trigger is about has a copy in your
// discard pile: a card of the same title, subtitle aside (Orb of
// Contemplation, 30V011). The rulebook counts copies by title (Rulebook:
// Uniqueness; Deck building: three copies of each card title, ignoring
// subtitles), so another printing of the same persona is a copy too. The
// discard pile is face up (Rulebook: Discard pile): reading it hides
// nothing. With who: opponent the copy is looked for in the opponent's
// discard pile instead (Repurposed Transmission, 41V012, answers an
// interrupt its player already has a copy of there).
func copyDiscardConds() map[string]condEntry {
	return map[string]condEntry{
		"copy-in-discard": {
			fields:  []VocabField{{"who", "whose discard pile: you (when absent) or opponent"}},
			doc:     "your discard pile (who: opponent, your opponent's) holds a copy (a card of the same title) of the card the trigger is about",
			example: "cond: copy-in-discard",
			validate: func(c *Cond) error {
				if c.Who != "" && c.Who != "you" && c.Who != "opponent" {
					return fmt.Errorf("copy-in-discard: who must be you or opponent, not %q", c.Who)
				}
				return nil
			},
			holds: func(g *Game, c *Cond, ctx fxCtx) bool {
				p := ctx.p
				if c.Who == "opponent" {
					p = p.Other()
				}
				return ctx.subject != 0 && g.copyInDiscard(p, ctx.subject)
			},
			text: func(c *Cond, _ condWords) string {
				if c.Who == "opponent" {
					return "that opponent has a copy of that card in their discard pile"
				}
				return "you have a copy of that personnel in your discard pile"
			},
			slot: slotIf,
		},
	}
}

// copyInDiscard reports whether p's discard pile holds a card with the
// title of card id.
func (g *Game) copyInDiscard(p Player, id int) bool {
	key := g.cards[id].Card.titleKey
	for _, d := range g.players[p].Discard {
		if d != id && g.cards[d].Card.titleKey == key {
			return true
		}
	}
	return false
}
