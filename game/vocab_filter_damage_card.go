package game

// The filter field damage_card: a Damage card, one whose text places it
// on a ship and then describes what it does there (Rulebook: Damage):
// a combat card with the damage verb, or a dilemma placed on a ship as
// damage ("download a Damage card": NX-Prototype, 17V090).

// isDamageCard reports whether c's text places it on a ship as damage.
func isDamageCard(c *Card) bool {
	for i := range c.Abilities {
		if stepsPlaceDamage(c.Abilities[i].Effect) {
			return true
		}
	}
	return stepsPlaceDamage(c.Effect)
}

// stepsPlaceDamage reports whether steps, however nested, place their
// card on a ship as damage.
func stepsPlaceDamage(steps []Step) bool {
	for i := range steps {
		s := &steps[i]
		if s.Do == DoDamage || s.Do == DoPlaceShip || stepsPlaceDamage(s.Then) || stepsPlaceDamage(s.Else) {
			return true
		}
	}
	return false
}
