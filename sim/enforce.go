package sim

import "github.com/stccg/stccg/game"

// Enforcement counts a deck's copies whose game text the engine does not
// run (game.NotEnforced): they play as their facts alone, so what the
// report says of them undersells them.
type Enforcement struct {
	Copies      int     `json:"copies"`
	NotEnforced int     `json:"not_enforced"`
	Share       float64 `json:"share"`
	// Per part of the deck: copies not enforced, and copies.
	Missions [2]int `json:"missions"`
	Dilemmas [2]int `json:"dilemmas"`
	Draw     [2]int `json:"draw"`
}

func notEnforced(c *game.Card) bool { return c.Status == game.NotEnforced }

func enforcementOf(d game.DeckList) Enforcement {
	var e Enforcement
	for _, part := range []struct {
		cards []*game.Card
		count *[2]int
	}{{d.Missions, &e.Missions}, {d.Dilemmas, &e.Dilemmas}, {d.Draw, &e.Draw}} {
		for _, c := range part.cards {
			part.count[1]++
			if notEnforced(c) {
				part.count[0]++
			}
		}
		e.Copies += part.count[1]
		e.NotEnforced += part.count[0]
	}
	if e.Copies > 0 {
		e.Share = float64(e.NotEnforced) / float64(e.Copies)
	}
	return e
}
