package game

import "slices"

// The filter field at_mission_with: a card at a mission on which lies a
// card the inner filter matches, played on it and still in play ("a
// mission with an event on it": Not Easily Taken, 25V012, and Wakasa,
// Tribal Councilor, 25V042, read the events played on missions by
// either player). A card is at the mission of its planet or
// headquarters, of the ship it is aboard, or the mission itself (Ruling:
// At This Mission; missionOf). Only the printed facts of the cards on the
// mission are read, never a modified value, so a modifier may pick its
// targets by it.
//
//	of: {attempting: true, at_mission_with: {type: event}}
//
// on_own_mission: the card itself lies on a mission, played on it, that
// its controller commands ("an event on your mission": Kituhwa, Tribal
// Historian, 25V040).

// atMissionWithOK reports whether card id passes the field: always when
// it is absent.
func (g *Game) atMissionWithOK(f *Filter, id int) bool {
	if f.OnOwnMission {
		c := g.cards[id]
		if c.Zone != ZPlayedOn || g.cards[c.Where].Card.Type != Mission || g.cards[c.Where].Controller != c.Controller {
			return false
		}
	}
	if f.AtMissionWith == nil {
		return true
	}
	m := g.missionOf(id)
	if m == 0 {
		return false
	}
	return slices.ContainsFunc(g.cards[m].On, func(x int) bool {
		return g.cards[x].Zone == ZPlayedOn && f.AtMissionWith.matchesCard(g.cards[x].Card)
	})
}

// atMissionWithPost is the field's words after the noun; attempting folds
// the attempting field in ("attempting a mission with an event on it").
func (f *Filter) atMissionWithPost() string {
	noun := f.AtMissionWith.Text("card")
	with := " with " + article(noun) + " " + noun + " on it"
	if f.Attempting {
		return "attempting a mission" + with
	}
	return "at a mission" + with
}
