package game

import "errors"

// place-from-hand to: your-ship — a card from hand is placed (not played:
// Glossary: place) aboard a ship of yours in play that target matches,
// wherever it is, your pick (Forcing Their Way, 20V007: a [Voy]
// Treachery personnel aboard your U.S.S. Equinox). Placing ignores where
// the card could be played; uniqueness still holds (placeableFromHand).

const placeToYourShip = "your-ship"

func validatePlaceAboardYours(s *Step) error {
	if s.Target.IsZero() {
		return errors.New("to: your-ship needs target (which ship)")
	}
	if err := s.Target.validate(); err != nil {
		return err
	}
	return s.Filter.validate()
}

// placeAboardYoursWords names the ship: "your U.S.S. Equinox".
func placeAboardYoursWords(s Step) string {
	if s.Target.Title != "" && s.Target.onlyTitle() {
		return "your " + s.Target.Title
	}
	n := s.Target.Text("ship")
	return "one of your " + pluralNouns(n)
}

// yourShipsMatching lists the ships p commands in play that f matches.
func (g *Game) yourShipsMatching(p Player, f *Filter) []int {
	var out []int
	for _, c := range g.cards[1:] {
		if c.Card.Type == Ship && c.Zone == ZAtMission && c.Controller == p && g.considers(p, c.ID) && g.matches(f, c.ID) {
			out = append(out, c.ID)
		}
	}
	return out
}

// onlyTitle reports whether the filter sets its title and nothing else.
func (f *Filter) onlyTitle() bool {
	r := *f
	r.Title, r.titleKey = "", ""
	return r.IsZero()
}
