package game

// The basic bot gathers its crews at headquarters on one ship and flies
// it to a mission the crew can complete. A ship whose Range, as it is
// now, is below the cheapest hop from its headquarters to any mission the
// bot still wants is stranded there: crew put aboard it never leaves (a
// ship whose Range falls as personnel board it: NX-Prototype, 17V090,
// loses 1 for each Human aboard). The bot does not gather crew on a
// stranded ship while another of its ships there is not, and moves crew
// off a stranded ship onto one that is not. The hop is the two missions'
// spans added (Rulebook: Order – Move a ship), read from the pool's
// facts; the quadrant and region adjustments are left out.

// stranded reports whether ship id, at headquarters m, cannot reach any
// mission the bot still wants with its Range now.
func (b *basicBot) stranded(v *View, m *MissionView, id int) bool {
	s := b.shipAt(v, id).ship
	if s == nil {
		return false
	}
	here := b.cardOf(&m.CardView)
	if here == nil {
		return false
	}
	cheapest := -1
	for p := range v.Players {
		for i := range v.Players[p].Missions {
			to := &v.Players[p].Missions[i]
			c := b.cardOf(&to.CardView)
			if to.ID == m.ID || c == nil || !b.target(v, to, Player(p)) {
				continue
			}
			if hop := here.Span + c.Span; cheapest < 0 || hop < cheapest {
				cheapest = hop
			}
		}
	}
	return cheapest >= 0 && s.Range < cheapest
}

// otherShipFree reports whether at m the bot has a ship other than id
// that is not stranded.
func (b *basicBot) otherShipFree(v *View, m *MissionView, id int) bool {
	for i := range m.Ships {
		if s := &m.Ships[i]; s.ID != id && s.Controller == v.Me && !b.stranded(v, m, s.ID) {
			return true
		}
	}
	return false
}
