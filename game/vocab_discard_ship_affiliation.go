package game

// Discarding from hand a card that matches the affiliation of the ship
// the card whose text it is stands aboard (Etana Jol, Ktarian Operative,
// 1U326, pays for a draw with a personnel or ship of her ship's kind). discard-from-hand with same: ship-affiliation takes
// only the cards of its filter whose printed affiliation is the ship's
// affiliation as it is now; with the card aboard no ship, none.

// SameShipAffiliation is discard-from-hand's same value for it.
const SameShipAffiliation = "ship-affiliation"

// discardPool lists the cards of ctx.p's hand that discard-from-hand s
// may discard.
func (g *Game) discardPool(ctx fxCtx, s *Step) []int {
	pool := g.handMatching(ctx.p, s.Filter)
	if s.Same != SameShipAffiliation {
		return pool
	}
	ship := g.shipAboardOf(ctx.src)
	if ship == 0 {
		return nil
	}
	aff := g.affiliation(ship)
	out := pool[:0]
	for _, id := range pool {
		if g.cards[id].Card.Affiliation == aff {
			out = append(out, id)
		}
	}
	return out
}

// shipAboardOf is the ship card id stands aboard now, or 0.
func (g *Game) shipAboardOf(id int) int {
	if id <= 0 || id >= len(g.cards) {
		return 0
	}
	if c := g.cards[id]; c.Zone == ZAboard {
		return c.Where
	}
	return 0
}

// discardSameText is what same: ship-affiliation adds to the step's words.
func discardSameText(s Step) string {
	if s.Same == SameShipAffiliation {
		return " of the affiliation of the ship this card is aboard"
	}
	return ""
}
