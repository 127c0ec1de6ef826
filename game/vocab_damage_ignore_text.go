package game

// A damage card whose damage effect blanks the ship it lies on (Rulebook:
// Damage – a card placed as damage keeps only its damage effect; here that
// effect is that the ship's own game text is ignored, for ships matching a
// filter such as non-[Voy]). activeSource asks this for every ship with
// damage, so the ship's orders, triggers and modifiers all stop at once,
// and start again when the damage card is removed.

// damageIgnoresText reports whether a damage card on ship id has its
// game text ignored now.
func (g *Game) damageIgnoresText(id int) bool {
	c := g.cards[id]
	for _, d := range c.Damage {
		l := lastingOf(g.cards[d].Card)
		if l != nil && l.IgnoreText != nil && g.matches(l.IgnoreText, id) {
			return true
		}
	}
	return false
}

// ignoreTextText words the lasting effect: "that ship's game text is
// ignored if it is a non-[Voy] ship".
func ignoreTextText(f *Filter) string {
	if f.IsZero() {
		return "that ship's game text is ignored"
	}
	return "that ship's game text is ignored if it is a " + f.Text("ship")
}
