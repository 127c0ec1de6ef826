package game

import (
	"fmt"
	"slices"
)

// Where the personnel a dilemma's replacement takes the place of goes.
// Replacing puts a personnel from the discard pile where the original
// was, the original still in play until it is done (Ruling: Replacing a
// Personnel); the text then says where the original goes: its owner's
// discard pile (Dead Ringer, 34V003), or the top of its owner's deck
// (The Caretaker's "Guests", 11P006: `to: deck-top`, whose text places the
// chosen personnel there whether or not it was replaced; without a
// replacement the same dilemma uses the outcome deck-top).

// validateReplacedTo checks a replace-from-discard step's to.
func validateReplacedTo(s *Step) error {
	switch s.To {
	case "", OutDeckTop:
		return nil
	}
	return fmt.Errorf("to must be deck-top or empty, not %q", s.To)
}

// replacedWords says where the replaced personnel goes, for card text.
func replacedWords(to string) string {
	if to == OutDeckTop {
		return "goes on top of its owner's deck"
	}
	return "goes to your discard pile"
}

// replacedPast says where it went, for the log.
func replacedPast(to string) string {
	if to == OutDeckTop {
		return "placed on top of its owner's deck"
	}
	return "placed in the discard pile"
}

// replacedLeaves moves the replaced personnel out of play to where to
// says.
func (g *Game) replacedLeaves(id int, to string) {
	if to == OutDeckTop {
		g.leavePlay(id, ZDeck)
		g.toDeckTop(id)
		return
	}
	g.leavePlay(id, ZDiscard)
}

// outcomeDeckTop carries out the outcome deck-top: the personnel, face up
// in play a moment ago, go on top of their owners' decks; the log names
// them as they were seen (where they went is no secret, only what lies
// beneath them).
func (g *Game) outcomeDeckTop(ids []int, instead bool) {
	g.attempt.acted = true
	ctrl := g.cards[ids[0]].Controller
	names := g.shownAll(ids)
	for _, id := range ids {
		g.leavePlay(id, ZDeck)
		g.toDeckTop(id)
	}
	note := ""
	if instead {
		note = " instead"
	}
	g.emit(Event{Kind: OutDeckTop, Player: ctrl, Cards: slices.Clone(ids),
		Text: g.players[ctrl].Name + ": " + names + " " + outcomePast(OutDeckTop) + note + "."})
}

// ReplaceFromDeck: replace-from-discard takes the replacement from the
// performer's draw deck, searched (Secret Identity, 3U026, whose text
// then has the deck shuffled: a separate shuffle-deck step).
const ReplaceFromDeck = "deck"

// replacePile is the pile a replacement comes from: the discard pile, or
// the draw deck with from: deck.
func (g *Game) replacePile(p Player, from string) []int {
	if from == ReplaceFromDeck {
		return g.players[p].Deck
	}
	return g.players[p].Discard
}

// replacePileWords names that pile.
func replacePileWords(from string) string {
	if from == ReplaceFromDeck {
		return "deck"
	}
	return "discard pile"
}
