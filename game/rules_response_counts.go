package game

import "fmt"

// Pass-only windows (issue 26). Most response windows are passed by
// everyone: the cards able to answer their kind of trigger are in decks,
// discard piles and dilemma piles, where no card answers from. The game
// keeps, per trigger kind, a count of the listeners (Game.listeners)
// standing where a card does answer from: a hand (an interrupt), a core
// (an event), a mission, or play. A window of a kind counting none
// gathers no responses for either player without walking the listeners
// and asking each whether it may answer.
//
// The window itself still opens, asks, logs and numbers exactly as
// before: the count only saves the walk that would have found nothing.
// Whether a window opens is read from the pool and the cards both
// players identify (windowOpens), never from this count, which covers
// hands and decks.

// answersFrom reports whether a card in zone z may answer a trigger
// there: the zones canRespondWith accepts, whatever the card.
// A card on a card counts too: an interrupt held on an event may be
// played as if in hand (vocab_play_held.go).
func answersFrom(z Zone) bool { return z == ZHand || z == ZOnCard || z.InPlay() }

// countAnswering moves listener c's kinds from zone from to zone to in
// the counts (place calls it as c moves).
func (g *Game) countAnswering(c *Inst, from, to Zone) {
	was, is := answersFrom(from), answersFrom(to)
	if was == is {
		return
	}
	d := int32(1)
	if was {
		d = -1
	}
	for _, k := range c.Card.listens {
		g.answering[k] += d
	}
}

// noneAnswering reports that no listener of kind k (busKind) stands
// where it could answer: its windows have no responses to gather.
func (g *Game) noneAnswering(k int) bool { return k >= 0 && g.answering[k] == 0 }

// checkAnswering recounts the listeners where they could answer and
// reports a kind whose kept count differs (CheckInvariants).
func (g *Game) checkAnswering() error {
	for k, ids := range g.listeners {
		n := int32(0)
		for _, id := range ids {
			if answersFrom(g.cards[id].Zone) {
				n++
			}
		}
		if n != g.answering[k] {
			return fmt.Errorf("trigger kind %d: %d listeners could answer, the count says %d", k, n, g.answering[k])
		}
	}
	return nil
}
