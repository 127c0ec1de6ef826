package game

import "fmt"

// of_named: a modifier that reaches only the cards whose title is the one
// its source card named (Peak Performance, 23V018: name a unique
// personnel as the event is played; the bonuses reach your personnel of
// that title). The name is the one kept for the source by name-title or
// name-card (playState.named); while it has named none, the modifier
// reaches nothing. Glossary: naming cards (a title, every persona of it).

// validateOfNamed checks of_named at load.
func (m *Modifier) validateOfNamed() error {
	if !m.OfNamed {
		return nil
	}
	if m.To == ToSelf || m.To == ToThisShip || m.To == ToThisMission || m.To == ToShipAboard {
		return fmt.Errorf("of_named: the modifier must reach a group of cards, not %q", m.To)
	}
	return nil
}

// namedByMatches reports whether target's title is the one card src named.
func (g *Game) namedByMatches(src, target int) bool {
	t := g.plays.named[src]
	return t != "" && g.cards[target].Card.titleKey == NormalizeTitle(t)
}

// ofNamedWords words the narrowing after the modifier's target.
func (m *Modifier) ofNamedWords() string {
	if !m.OfNamed {
		return ""
	}
	return " with the title this card named"
}
