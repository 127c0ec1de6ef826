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
func spanNoQuadrantText(f *Filter) string {
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
