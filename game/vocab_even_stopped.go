package game

// A modifier whose text says it works while its card is stopped
// (Bashir Founder, Imperturbable Infiltrator, 12R051: his commander's
// personnel are weakened even while he is stopped). A stopped card's game
// text is otherwise not used (Glossary: stopped); here the card's own
// text overrides that for this one modifier, so the card stays a
// modifier source while stopped and modifierApplies skips its other
// modifiers then.

// modSourceActive reports whether card id's modifiers may be read now:
// it is an active source (activeSource), or it is stopped in play with a
// modifier that works even then.
func (g *Game) modSourceActive(id int) bool {
	if g.activeSource(id) {
		return true
	}
	c := g.cards[id]
	if !c.Card.evenStopped || !c.Stopped {
		return false
	}
	switch c.Zone {
	case ZSurface, ZAboard, ZAtMission:
		return !g.abilitiesBlocked(id) && (len(c.Damage) == 0 || !g.damageIgnoresText(id))
	}
	return false
}

// evenStoppedText words the modifier's own exception.
func evenStoppedText(m *Modifier) string {
	if !m.EvenStopped {
		return ""
	}
	return " (even while this card is stopped)"
}
