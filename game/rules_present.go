package game

// present lists the personnel and equipment present with card id: the
// others on the same headquarters or planet, or aboard the same ship. A
// card aboard a ship is present only with the cards on that ship, not with
// those on the planet below (Rulebook: Present).
func (g *Game) present(id int) []int {
	pool := g.presentPool(id)
	if pool == nil {
		return nil
	}
	out := make([]int, 0, len(pool))
	for _, x := range pool {
		if x != id {
			out = append(out, x)
		}
	}
	return out
}

// arePresent reports whether a and b are present with each other.
func (g *Game) arePresent(a, b int) bool {
	ca, cb := g.cards[a], g.cards[b]
	return a != b && ca.Zone == cb.Zone && ca.Where == cb.Where && (ca.Zone == ZSurface || ca.Zone == ZAboard)
}
