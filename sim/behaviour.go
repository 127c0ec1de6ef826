package sim

import (
	"github.com/stccg/stccg/game"
)

// BehaviourStats is what the bot did with one card that asks it to
// choose: an event, an interrupt or a card with an optional ability.
// Offered counts the decisions posed to the bot in which a play of the
// card (an event or interrupt) or one of its abilities was among the
// options; Used the times the bot took one. A card offered and never
// used is one the bot does not know how to use, so the report undersells
// it.
type BehaviourStats struct {
	Card         string `json:"card"`
	Name         string `json:"name"`
	Type         string `json:"type"`
	NotEnforced  bool   `json:"not_enforced,omitempty"`
	GamesInHand  int    `json:"games_in_hand"`
	Offered      int    `json:"offered"`
	GamesOffered int    `json:"games_offered"`
	Used         int    `json:"used"`
	GamesUsed    int    `json:"games_used"`
}

// asksChoice reports whether the card gives its player something to
// decide beyond playing it: an event or interrupt, or an ability used by
// order, while attempting or facing, at an engagement, or that "may".
func asksChoice(c *game.Card) bool {
	if c.Type == game.EventCard || c.Type == game.Interrupt {
		return true
	}
	for _, a := range c.Abilities {
		switch {
		case a.May, a.When == game.WhenOrder, a.When == game.WhenAttempting, a.When == game.WhenFacing, a.When == game.WhenEngagement:
			return true
		}
	}
	return false
}

// behaviour lists the seat's cards that ask a choice and were in hand or
// offered, and names those offered and never used.
func (s *seatTally) behaviour() ([]BehaviourStats, []string) {
	out, never := []BehaviourStats{}, []string{}
	for _, c := range sortedCards(s.cards) {
		k := s.cards[c]
		if !asksChoice(c) && k.offered == 0 {
			continue
		}
		if k.inHandIn.games == 0 && k.offered == 0 {
			continue
		}
		out = append(out, BehaviourStats{Card: c.ID, Name: c.Name(), Type: string(c.Type), NotEnforced: notEnforced(c),
			GamesInHand: k.inHandIn.games, Offered: k.offered, GamesOffered: k.offeredIn, Used: k.used, GamesUsed: k.usedIn})
		if k.offered > 0 && k.used == 0 {
			never = append(never, c.Name())
		}
	}
	return out, never
}
