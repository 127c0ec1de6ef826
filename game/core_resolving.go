package game

// A card that does not play into a core lies in its player's core only
// while it resolves (playInterrupt; enterPlay, for an event without
// core): an interrupt, or such an event. It is not yet a card in that
// core, and no one commands it there (Rulebook: Core; Event; Interrupt),
// so the counts and groups of a core's cards leave it out, as they would
// had it been put aside. The mark is the instance's, set as it is played
// and cleared by any move: a card a position or text puts in a core is in
// it.

// resolvingInCore reports whether id lies in a core only while it resolves.
func (g *Game) resolvingInCore(id int) bool {
	c := g.cards[id]
	return c.resolving && c.Zone == ZCore
}

// coreCards lists the cards of p's core, those resolving left out; it
// returns a new list.
func (g *Game) coreCards(p Player) []int {
	core := g.players[p].Core
	out := make([]int, 0, len(core))
	for _, id := range core {
		if !g.resolvingInCore(id) {
			out = append(out, id)
		}
	}
	return out
}
