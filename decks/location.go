package decks

import (
	"fmt"
	"strings"

	"github.com/stccg/stccg/game"
)

// LackeyCCG (and so the tournament lists made with it) writes a mission
// after its location: "Moab IV Avert Danger", "Carraya IV Conceal
// Unlikely Society". The card pool knows many missions by their name
// alone, with no location, so such a line names no card exactly. It is
// read as the mission its last words name, the words before taken as the
// location, and noted.

// maxLocationWords bounds the words taken as a location ("Andorian-
// Tellarite Border", "Delta Quadrant Sector 001"): more is no location.
const maxLocationWords = 5

// byLocation is the one mission that name, with its first one to five
// words (its location) left out, names, and those words; nil when no
// mission or more than one is named so. Only where a mission may stand:
// under a missions header, or before any header.
func (p *parser) byLocation(name string) (*game.Card, string) {
	if p.expect == Dilemmas || p.expect == DrawDeck || len(name) > maxTitle {
		return nil, ""
	}
	words := strings.Fields(name)
	for i := 1; i <= maxLocationWords && i < len(words); i++ {
		var missions []*game.Card
		for _, c := range p.lib.LookupAll(strings.Join(words[i:], " ")) {
			if c.Type == game.Mission {
				missions = append(missions, c)
			}
		}
		if len(missions) == 1 {
			return missions[0], strings.TrimRight(strings.Join(words[:i], " "), ",")
		}
		if len(missions) > 1 {
			return nil, "" // a name two missions share: the location was meant to tell them apart
		}
	}
	return nil, ""
}

// noteLocation says how a mission written after its location was read.
func (p *parser) noteLocation(n int, name string, c *game.Card, location string) {
	where := "the card pool gives it no location"
	if c.Location != "" {
		where = fmt.Sprintf("the card pool places it at %q", c.Location)
	}
	p.note(n, fmt.Sprintf("%q read as the mission %q, with %q as its location (%s)", name, c.DeckName(), location, where))
}
