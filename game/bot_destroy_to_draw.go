package game

// The basic bot's judgement of orders that destroy one of its own cards
// to draw as many cards as the card destroyed costs (Defragmentation
// Drone, 4C111): the rules let such an order be given even when it would
// draw nothing (Glossary: actions — costs paid, no effect needed), but
// destroying a cost-0 event for no cards only loses the event, so the bot
// gives the order only when some card it could destroy costs 1 or more.

// destroysForNothing reports whether option o is an order of the bot's
// card whose text destroys one of its own cards (destroy-card cost) to
// draw by that card's cost, and every card in its core the cost could
// destroy costs 0.
func (b *basicBot) destroysForNothing(v *View, o *Option) bool {
	src := b.ownCardView(v, o.Card)
	if src == nil {
		return false
	}
	c := b.cardOf(src)
	if c == nil {
		return false
	}
	for i := range c.Abilities {
		a := &c.Abilities[i]
		if a.When != WhenOrder || len(a.Cost) != 1 || a.Cost[0].Do != DoDestroyCard || !drawsByPaidCost(a.Effect) {
			continue
		}
		f := a.Cost[0].Filter
		for j := range v.Players[v.Me].Core {
			cv := &v.Players[v.Me].Core[j]
			if k := b.cardOf(cv); k != nil && f.MatchesCard(k) && k.CostValue() > 0 {
				return false
			}
		}
		return true
	}
	return false
}

// drawsByPaidCost reports whether steps draw as many cards as the cost of
// the card paid with.
func drawsByPaidCost(steps []Step) bool {
	for i := range steps {
		if s := &steps[i]; s.Do == DoDraw && s.Many != nil && s.Many.Cost == GroupPaid {
			return true
		}
	}
	return false
}

// ownCardView finds card id in play at any player's mission (on a planet
// or headquarters, or aboard a ship there: a card is listed under the
// mission's owner).
func (b *basicBot) ownCardView(v *View, id int) *CardView {
	if id == 0 {
		return nil
	}
	for p := range v.Players {
		if cv := missionCardView(v.Players[p].Missions, id); cv != nil {
			return cv
		}
	}
	return nil
}

func missionCardView(ms []MissionView, id int) *CardView {
	for i := range ms {
		m := &ms[i]
		for j := range m.Surface {
			if m.Surface[j].ID == id {
				return &m.Surface[j]
			}
		}
		for j := range m.Ships {
			s := &m.Ships[j]
			for k := range s.Aboard {
				if s.Aboard[k].ID == id {
					return &s.Aboard[k]
				}
			}
		}
	}
	return nil
}
