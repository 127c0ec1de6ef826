package decks

import (
	"fmt"
	"slices"

	"github.com/stccg/stccg/game"
)

// The formats a deck can be checked against. Open allows every card;
// Standard and Traditional allow the sets the LackeyCCG 2E plugin lists
// for them; Excelsior (its first and second acts) allows the cards of the
// Continuing Committee's curated lists. Which cards each allows is a fact
// of the card (game.Card.Formats), worked out by tools/cardgen.
var formats = []string{"open", "standard", "traditional", "excelsior-act1", "excelsior-act2"}

// Formats lists the format names, "open" first.
func Formats() []string { return slices.Clone(formats) }

// IsFormat reports whether name is a format.
func IsFormat(name string) bool { return slices.Contains(formats, name) }

// Legal reports whether card c may be used in format f.
func Legal(c *game.Card, f string) bool {
	return f == "open" || slices.Contains(c.Formats, f)
}

// CheckFormat reports every card of the deck that format f does not allow,
// at its line. An unknown format is one problem.
func (d *Deck) CheckFormat(f string) []Problem {
	if !IsFormat(f) {
		return []Problem{{File: d.File, Msg: fmt.Sprintf("unknown format %q", f)}}
	}
	var ps []Problem
	for _, e := range d.Entries {
		if !Legal(e.Card, f) {
			ps = append(ps, Problem{File: d.File, Line: e.Line, Msg: fmt.Sprintf("%s is not legal in %s", e.Card.DeckName(), f)})
		}
	}
	return ps
}
