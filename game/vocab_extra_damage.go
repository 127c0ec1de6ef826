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
	if m.ExtraDamage == 0 {
		return nil
	}
	if m.ExtraDamage < 0 {
		return fmt.Errorf("extra_damage: damage cards are added, not taken away")
	}
	if m.Per != nil {
		return fmt.Errorf("extra_damage: per is not read for it")
	}
	m.effects |= fxShip
	return nil
}

// damageToDestroy is how many damage cards destroy ship s: three, plus
// what the modifiers reaching it add.
func (g *Game) damageToDestroy(s int) int {
	srcs, found := g.sourcesOf(fxShip)
	n := 3
	for _, src := range srcs {
		card := g.cards[src].Card
		if card.modEffects&fxShip == 0 || (!found && !g.modSourceActive(src)) {
			continue
		}
		for i := range card.Modifiers {
			m := &card.Modifiers[i]
			if m.ExtraDamage > 0 && g.modifierApplies(src, m, s, nil) {
				n += m.ExtraDamage
			}
		}
	}
	return n
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
