package game

// A modifier's count of the copies of the title its own card named that
// lie in the opponent's discard pile (Ro Laren, Proven Expert, 41V021: an
// order names a card, and she is stronger for each copy the opponent has
// discarded). The name is the one the card holds now (playState.named,
// vocab_name_title.go): naming again replaces it, so the count follows the
// latest name, which is how an order's effect "until the order is executed
// again" reads when that effect is the name. A copy is a card of the same
// title (Glossary: copy; naming cards — a title, never a subtitle). A
// discard pile is face up, so counting it tells nobody a secret, and the
// cards there are out of play: nothing modifies them, so the count cannot
// loop.

// PerNamedInOpponentDiscard: the cards in the opponent's discard pile with
// the title the source named.
const PerNamedInOpponentDiscard = "named-in-opponent-discard"

func init() {
	if _, dup := amountRegistry[PerNamedInOpponentDiscard]; dup {
		panic("game: amount " + PerNamedInOpponentDiscard + " registered twice")
	}
	e := amountEntry{
		fields:  amountCommonFields,
		doc:     "how many copies of the card title this card last named (its name now) are in your opponent's discard pile; 0 before it names one",
		example: "per: {is: named-in-opponent-discard}",
		value: func(g *Game, _ *Amount, ctx fxCtx, _ []int) int {
			return g.namedInDiscard(ctx.src, ctx.p.Other())
		},
		text: func(*Amount) string {
			return "the number of copies of the card this card last named in your opponent's discard pile"
		},
		each:        func(*Amount) string { return "copy of the card this card last named in your opponent's discard pile" },
		inModifiers: true,
	}
	amountRegistry[PerNamedInOpponentDiscard] = &e
}

// namedInDiscard counts the cards in p's discard pile with the title card
// src has named (0 while it has named none).
func (g *Game) namedInDiscard(src int, p Player) int {
	t := g.plays.named[src]
	if t == "" {
		return 0
	}
	key := NormalizeTitle(t)
	n := 0
	for _, id := range g.players[p].Discard {
		if g.cards[id].Card.titleKey == key {
			n++
		}
	}
	return n
}
