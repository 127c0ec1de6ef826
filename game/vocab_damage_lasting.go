package game

import "fmt"

// A dilemma placed on a ship as damage whose damage text changes the
// ship's attributes ("Damage - This ship is attributes -2": Aggressive
// Behavior, 1R002). Once a card lies on a ship as damage, only its damage
// effect counts (Rulebook: Damage); the ship's Range, Weapons and Shields
// are read through shipAttrs, which takes off each damage card's amount
// (damageAttrPenalty), an event's damage step and a dilemma's lasting
// attributes alike.

// lastingDamagePenalty is how much a dilemma lying on a ship as damage
// lowers each of the ship's attributes (0 for a card without such text,
// or one that raises them).
func lastingDamagePenalty(c *Card) int {
	if l := lastingOf(c); l != nil && l.Attributes < 0 {
		return -l.Attributes
	}
	return 0
}

// damageAttributesText words the lasting change: "that ship is
// attributes -2".
func damageAttributesText(n int) string {
	return fmt.Sprintf("that ship is attributes %+d", n)
}
