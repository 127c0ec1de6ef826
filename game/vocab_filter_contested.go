package game

// The filter field at_own_mission_with_opponent: a card at a mission its
// controller commands where an opponent of that player has a card in play
// the inner filter matches, anywhere at that mission: on it, on its
// surface or aboard a ship there (Ruling: At This Mission; missionOf).
// Desperate Counter, 40V011, weakens a player's personnel at a mission of
// theirs that an opponent's personnel has reached:
//
//	of: {type: personnel, at_own_mission_with_opponent: {type: personnel}}
//
// Only the printed facts of the opponent's cards are read, so a modifier
// may pick its targets by it.

// contestedOK reports whether card id passes the field: always when it
// is absent.
func (g *Game) contestedOK(f *Filter, id int) bool {
	if f.AtOwnMissionWithOpponent == nil {
		return true
	}
	m := g.missionOf(id)
	if m == 0 {
		return false
	}
	p := g.cards[id].Controller
	if g.cards[m].Controller != p {
		return false
	}
	for _, c := range g.cards[1:] {
		if c.Zone.InPlay() && c.Controller != p && c.ID != m && f.AtOwnMissionWithOpponent.matchesCard(c.Card) && g.missionOf(c.ID) == m {
			return true
		}
	}
	return false
}

// contestedPost is the field's words after the noun.
func (f *Filter) contestedPost() string {
	noun := f.AtOwnMissionWithOpponent.Text("card")
	return "at a mission you command with an opponent's " + noun + " there"
}
