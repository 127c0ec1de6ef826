package game

// opponentsInvolved lists the opponent's personnel involved in the combat
// or engagement being resolved: in a combat, those present; in an
// engagement, those aboard the opponent's ships involved (Rulebook:
// Combat; Engagements). A kill step "to: against" reaches them
// (vocab_equipment.go).
func (g *Game) opponentsInvolved(p Player) []int {
	if len(g.combatTheirs) > 0 {
		return g.combatTheirs
	}
	var out []int
	if en := g.engagement; en != nil {
		for _, s := range en.theirs {
			for _, id := range g.cards[s].Aboard {
				if c := g.cards[id]; c.Card.Type == Personnel && c.Controller == p.Other() {
					out = append(out, id)
				}
			}
		}
	}
	return out
}
