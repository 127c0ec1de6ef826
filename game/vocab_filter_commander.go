package game

// The filter field ship_commander: "the corresponding Commander of this
// ship" (Rude Awakening, 24V008). A personnel's Commander keyword names a
// ship (Glossary: Commander); the personnel is that ship's corresponding
// Commander. Text about "this ship" reaches the ship a group is aboard,
// so the field matches a personnel aboard the very ship its keyword
// names: with several ships' crews facing a dilemma, each ship's own
// Commander qualifies. Out of play nobody is aboard a ship, so only the
// keyword is read there (matchesCard).

// shipCommanderText words the field after the noun.
const shipCommanderText = "who is the corresponding Commander of the ship it is aboard"

// aboardOwnShip reports whether personnel id is aboard a ship its
// Commander keyword names.
//
// A personnel that has just left play (killed by a dilemma) counts as
// aboard the ship it was aboard when it left, as a card killed counts as
// present where it died (presentOrWas): "when your corresponding
// Commander aboard his ship is killed" (Richard Castillo, Assuming
// Command, 28V035).
func (g *Game) aboardOwnShip(id int) bool {
	c := g.cards[id]
	if c.Card.Type != Personnel {
		return false
	}
	ship := c.Where
	switch {
	case c.Zone == ZAboard:
	case !c.Zone.InPlay() && c.left.zone == ZAboard:
		ship = c.left.where
	default:
		return false
	}
	if c.Zone == ZAboard {
		return g.isShipCommander(id, ship) // vocab_gained_commander.go
	}
	return c.Card.HasKeyword("Commander: "+g.cards[ship].Card.Title) || g.wasGainedCommander(id, ship)
}
