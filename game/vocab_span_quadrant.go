package game

import "fmt"

// A mission whose text waives the +2 for crossing quadrants (Rulebook:
// Order – Move a ship: the Range needed is both spans, two more when the
// missions show different quadrant icons, two less within one region).
// Mouth of the Wormhole, Deep Space 9 (1S188) lies at the Alpha end of
// the wormhole: a move between it and a [GQ] mission adds nothing for
// the quadrants. The text is the mission's, so it applies to any player's
// ship, and it changes only that one addition: the spans and the region
// rule stay.

// An event in a core may waive it too (Expedient Opportunity, 33V011:
// for every move across quadrants, `span_no_quadrant: {type: mission}`):
// while it is in play, a move between two missions its filter both
// matches adds nothing for the quadrants, whoever's ship it is.

// SpanNoQuadrant (PlayText span_no_quadrant): a move between this mission
// and a mission the filter matches (by its printed facts) adds nothing
// for crossing quadrants.
func validateSpanNoQuadrant(f *Filter) error {
	if f == nil {
		return nil
	}
	if f.IsZero() {
		return fmt.Errorf("span_no_quadrant: needs a filter naming the other missions")
	}
	return f.validate()
}

// spanNoQuadrantText words it for the mission's generated text.
func spanNoQuadrantText(f *Filter, mission bool) string {
	if !mission {
		n := f.Text("mission")
		return "A ship moving between two " + pluralNouns(n) + " in different quadrants, whoever commands it, needs no extra Range for crossing quadrants."
	}
	n := f.Text("mission")
	return "A ship moving between this mission and " + article(n) + " " + n +
		", either way and whoever commands it, needs no extra Range for crossing quadrants."
}

// quadrantsWaived reports whether a move between missions a and b skips
// the quadrant addition: either one's text waives it for the other.
func quadrantsWaived(a, b *Card) bool {
	return a.SpanNoQuadrant != nil && a.SpanNoQuadrant.MatchesCard(b) ||
		b.SpanNoQuadrant != nil && b.SpanNoQuadrant.MatchesCard(a)
}

// quadrantsWaivedInPlay reports whether a card in play other than a
// mission (an event in a core) waives the quadrant addition for a move
// between a and b: its filter matches both.
func (g *Game) quadrantsWaivedInPlay(a, b *Card) bool {
	for _, id := range g.plays.spanSources {
		c := g.cards[id]
		if c.Zone.InPlay() && !c.Stopped && c.Card.SpanNoQuadrant.MatchesCard(a) && c.Card.SpanNoQuadrant.MatchesCard(b) {
			return true
		}
	}
	return false
}
