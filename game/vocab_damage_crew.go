package game

// A damage card whose damage effect keeps the crew of the ship it lies on
// from attempting missions (Disable Sensors, 2R041). Rulebook: Damage (a
// card placed as damage keeps only its damage effect); Glossary: mission
// attempt (a space mission is attempted by the personnel aboard ships
// there). The bar follows the ship wherever it goes, and covers only the
// personnel aboard it: once they leave the ship (beamed to a planet, or
// aboard another ship), they may attempt again. It ends when the damage
// card is removed.

// LastingCrew is embedded in Lasting (its fields are Lasting's own in
// YAML).
type LastingCrew struct {
	// CrewCannotAttempt: (as damage) the personnel aboard the ship it
	// lies on cannot attempt missions.
	CrewCannotAttempt bool `yaml:"crew_cannot_attempt,omitempty" json:"crew_cannot_attempt,omitempty"`
}

// text words these effects for lastingText.
func (l *LastingCrew) text() []string {
	if !l.CrewCannotAttempt {
		return nil
	}
	return []string{"no personnel aboard that ship may attempt a mission"}
}

// crewCannotAttempt reports whether a damage card on ship s keeps the
// personnel aboard it from attempting missions.
func (g *Game) crewCannotAttempt(s int) bool {
	for _, d := range g.cards[s].Damage {
		if l := lastingOf(g.cards[d].Card); l != nil && l.CrewCannotAttempt {
			return true
		}
	}
	return false
}
