package game

// A card whose "Experienced" offer (vocab_ignore_next.go) skips, as its
// next ability, the card's own permission to be played aboard a ship
// (Spock, Experienced Officer, 20V030: played at cost -1, he may not use
// his text to be played aboard a [TOS] ship). The offer's step reads
// `what: play_aboard`. The cheaper way is then offered only at the places
// the card could go without that text: headquarters, and ships another
// card's permission opens (Rulebook: Paying costs — the cost change and
// what it gives up come together).

// IgnorePlayAboard: ignore-next-ability's what for the card's own
// play_aboard permission.
const IgnorePlayAboard = "play_aboard"

// ignoresOwnAboard reports whether playing c the way of ability variant
// gives up c's own play_aboard permission.
func ignoresOwnAboard(c *Card, variant int) bool {
	if variant < 0 || variant >= len(c.Abilities) || c.PlayAboard == nil || c.PlayAboard.Card != nil {
		return false
	}
	for _, s := range c.Abilities[variant].Effect {
		if s.Do == DoIgnoreNext && s.What == IgnorePlayAboard {
			return true
		}
	}
	return false
}

// variantLosesSite reports whether ship dest, a place to play c, is
// open only by c's own permission that the way variant gives up.
func (g *Game) variantLosesSite(p Player, c *Inst, variant, dest int) bool {
	if dest == 0 || g.cards[dest].Card.Type != Ship || !ignoresOwnAboard(c.Card, variant) {
		return false
	}
	without := withoutOwnAboard(c)
	for _, s := range g.playAboardSites(p, without) {
		if s == dest {
			return false
		}
	}
	for _, s := range g.playHereDestinations(p, without) {
		if s == dest {
			return false
		}
	}
	return true
}

// withoutOwnAboard is the same card without its own play_aboard
// permission, to find where other rights let it be played.
func withoutOwnAboard(c *Inst) *Inst {
	own := *c.Card
	own.PlayText.PlayAboard = nil
	return &Inst{ID: c.ID, Card: &own, Owner: c.Owner, Controller: c.Controller, Zone: c.Zone}
}

// carries reports whether a personnel matching f is aboard ship s.
func (g *Game) carries(s int, f *Filter) bool {
	for _, id := range g.cards[s].Aboard {
		if g.cards[id].Card.Type == Personnel && g.matches(f, id) {
			return true
		}
	}
	return false
}
