package game

// copy-in-discard: the personnel the trigger is about has a copy in your
// discard pile: a card of the same title, subtitle aside (Orb of
// Contemplation, 30V011). The rulebook counts copies by title (Rulebook:
// Uniqueness; Deck building: three copies of each card title, ignoring
// subtitles), so another printing of the same persona is a copy too. The
// discard pile is face up (Rulebook: Discard pile): reading it hides
// nothing.
func copyDiscardConds() map[string]condEntry {
	return map[string]condEntry{
		"copy-in-discard": {
			doc:     "your discard pile holds a copy (a card of the same title) of the card the trigger is about",
			example: "cond: copy-in-discard",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				return ctx.subject != 0 && g.copyInDiscard(ctx.p, ctx.subject)
			},
			text: func(*Cond, condWords) string {
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
