package game

// A trigger about an opponent's card at this card's mission: Devoras
// (7R120) answers when an opponent's personnel is killed while the ship
// is at the same mission. "At this mission" takes in the planet or
// headquarters and every ship there with the cards aboard (Ruling: At
// This Mission); a card killed counts as being where it died, as a card
// killed counts as present where it died (presentOrWas).

// onOpponentHere is the on of an ability answering for an opponent's
// card at this card's mission.
const onOpponentHere = "opponent-here"

// atOrWasAt reports whether card id is at the mission card src is at,
// or was there when it left play (on the surface or aboard a ship still
// at that mission).
func (g *Game) atOrWasAt(src, id int) bool {
	m := g.missionOf(src)
	if m == 0 {
		return false
	}
	c := g.cards[id]
	if c.Zone.InPlay() {
		return g.missionOf(id) == m
	}
	switch c.left.zone {
	case ZSurface, ZAtMission:
		return c.left.where == m
	case ZAboard:
		return g.missionOf(c.left.where) == m
	}
	return false
}
