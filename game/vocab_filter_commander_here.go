package game

// The filter field commander_of_ship_here: a Commander whose ship is
// here, commanded by the Commander's own player (Terminal Resignation,
// 29V011).
// A personnel's Commander keyword names a ship (Glossary: Commander); the
// field matches a personnel in play whose Commander keyword names a ship
// its own controller commands at the mission where the personnel is,
// whether the personnel is aboard that ship, aboard another or on the
// planet. Personnel facing a dilemma are at the mission attempted, so
// there it reads "your ship at this mission". A stopped ship is still at
// the mission; a keyword gained counts (hasKeyword), and so does a
// Commander made by text while aboard that ship (isShipCommander).

// commanderOfShipHereText words the field after the noun.
const commanderOfShipHereText = "whose Commander keyword names a ship its player commands at the mission where it is"

// commanderOfShipHere reports whether personnel id's Commander keyword
// names a ship its controller commands at its mission.
func (g *Game) commanderOfShipHere(id int) bool {
	c := g.cards[id]
	if c.Card.Type != Personnel || !c.Zone.InPlay() {
		return false
	}
	m := g.missionOf(id)
	if m == 0 {
		return false
	}
	for _, sh := range g.cards[m].Ships {
		s := g.cards[sh]
		if s.Controller == c.Controller && g.isShipCommander(id, sh) { // vocab_gained_commander.go
			return true
		}
	}
	return false
}
