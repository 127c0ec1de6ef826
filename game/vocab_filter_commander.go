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
func (g *Game) aboardOwnShip(id int) bool {
	c := g.cards[id]
	if c.Zone != ZAboard || c.Card.Type != Personnel {
		return false
	}
	return c.Card.HasKeyword("Commander: " + g.cards[c.Where].Card.Title)
}
