package game

import "fmt"

// extra_damage: the ships a modifier reaches need that many more damage
// cards before they are destroyed (Resilience, 35V010). Rulebook: Damage
// (a ship carries two damage cards; the third destroys it): with
// extra_damage 1 it carries three and the fourth destroys it. The number
// is read as each damage card is placed (placeAsDamage); a ship already
// carrying more damage than its limit is not destroyed until another
// damage card is placed on it.

// validateExtraDamage checks extra_damage at load and marks the modifier
// as one changing ships.
func (m *Modifier) validateExtraDamage() error {
	return m.validateShipAddition("extra_damage", "damage cards", m.ExtraDamage)
}

// damageToDestroy is how many damage cards destroy ship s: three, plus
// what the modifiers reaching it add.
func (g *Game) damageToDestroy(s int) int {
	return 3 + g.shipModifierSum(s, func(m *Modifier) int { return m.ExtraDamage })
}

// extraDamageWords words the change for the card's generated text.
func (m *Modifier) extraDamageWords() []string {
	switch {
	case m.ExtraDamage == 0:
		return nil
	case m.ExtraDamage == 1:
		return []string{"needs one more damage card than usual to be destroyed"}
	}
	return []string{fmt.Sprintf("needs %s more damage cards than usual to be destroyed", numberPhrase(m.ExtraDamage))}
}
