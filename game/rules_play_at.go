package game

import (
	"errors"
	"fmt"
)

// Playing a card at a mission that is not a headquarters, by its own text
// (Rulebook: Playing specific kinds of cards — a card's text may allow
// another place). A ship of a deck with no headquarters mission names the
// mission where it may be played instead (U.S.S. Equinox, 20V043). The
// permission is read from one field, play_at.

// PlayAt is a card's own permission to be played at a mission its player
// commands.
type PlayAt struct {
	// Mission: the missions of yours the card may be played at.
	Mission *Filter `yaml:"mission" json:"mission"`
	// While: conditions that must hold as the card is played.
	While Conds `yaml:"while,omitempty" json:"while,omitempty"`
}

func (pa *PlayAt) validate() error {
	if pa == nil {
		return nil
	}
	if pa.Mission == nil {
		return errors.New("play_at: mission is required")
	}
	if err := pa.Mission.validate(); err != nil {
		return fmt.Errorf("play_at: %w", err)
	}
	if err := pa.While.validate(); err != nil {
		return fmt.Errorf("play_at: while: %w", err)
	}
	return nil
}

// text words the permission: "While you command no headquarters mission,
// you may play this ship at your {Caretaker's Array}."
func (pa *PlayAt) text(c *Card) string {
	t := "you may play this " + cardNoun(c) + " at your " + pa.Mission.Text("mission") + "."
	if len(pa.While) == 0 {
		return capitalize(t)
	}
	return "While " + pa.While.Text() + ", " + t
}

// playAtSites lists the missions p commands where c's own play_at text
// lets p play it now.
func (g *Game) playAtSites(p Player, c *Inst) []int {
	pa := c.Card.PlayAt
	if pa == nil || !pa.While.holds(g, g.ctxFor(p, c.ID)) {
		return nil
	}
	var out []int
	for _, m := range g.players[p].Missions {
		if g.cards[m].Controller == p && g.matches(pa.Mission, m) {
			out = append(out, m)
		}
	}
	return out
}
