package game

import (
	"fmt"
	"slices"
)

// A "cannot" bound to who acts: `cannot_source: by-opponent` keeps the
// reached cards from undergoing the outcomes listed only when an opponent
// of the modifier source's controller does it. Who does it is the player
// commanding the card whose text acts (a dilemma: its owner, who commands
// it), since effects belong to the commander of the card that produced
// them (Rulings: A Few Minor Difficulties). Lovok Founder, Effective
// Changeling, 12U053: `{to: self, cannot: [take-command, capture, kill],
// cannot_source: by-opponent, while: ...}`.
//
// Each place that kills, captures or takes command of a personnel in play
// knows the card whose text does it, and asks cannotActed (or drops such
// cards from the candidates a player chooses from, mayUndergoBy):
//
//   - kills: killCards (every kill by a card's text), a dilemma's outcome
//     (doOutcome) and a dilemma's chosen selection (choosable);
//   - captures: a dilemma's capture, a combat's brig (toBrig), brig-named
//     and subject-to-brig (mayCaptureBy);
//   - taking command: an engagement's take-command (takeCommand).
//
// A card picked at random that cannot undergo it is spared, and a card a
// player chooses cannot be chosen (Rulebook: Facing Dilemmas).

// OutTakeCommand: a personnel in play comes under another player's command
// (only with cannot_source: by-opponent).
const OutTakeCommand = "take-command"

// byOpponentOutcomes: what a by-opponent cannot may bar, the acts whose
// doer each such place knows.
var byOpponentOutcomes = []string{OutKill, OutCapture, OutTakeCommand}

func (m *Modifier) validateByOpponent() error {
	for _, o := range m.Cannot {
		if !slices.Contains(byOpponentOutcomes, o) {
			return fmt.Errorf("cannot_source: %s bars only %v, not %q", CannotSourceByOpponent, byOpponentOutcomes, o)
		}
	}
	if m.rel == relYourDiscard {
		return fmt.Errorf("cannot_source: %s reaches cards in play, not to: %s", CannotSourceByOpponent, ToYourDiscard)
	}
	return nil
}

// cannotActed reports whether card id cannot undergo outcome when the text
// of card by does it: by anyone (cannot), or by that card's player
// (cannotBy).
func (g *Game) cannotActed(id int, outcome string, by int) bool {
	return g.cannot(id, outcome) || g.cannotBy(id, outcome, by)
}

// mayUndergoBy is mayUndergo for a step of card by's text.
func (g *Game) mayUndergoBy(by int, s *Step, id int) bool {
	o := stepUndergoes(s)
	return o == "" || !g.cannotActed(id, o, by)
}

// mayCaptureBy reports whether personnel id, in play, may be placed in an
// opponent's brig by the text of card by.
func (g *Game) mayCaptureBy(id, by int) bool { return !g.cannotActed(id, OutCapture, by) }

// ignoreCannotBy is ignoreCannot for an act of card by's text: the cards
// that cannot undergo it, by anyone or by that card's player, are spared
// and the log says so.
func (g *Game) ignoreCannotBy(ids []int, outcome string, by int) []int {
	ids = g.ignoreCannot(ids, outcome)
	if by == 0 || len(ids) == 0 {
		return ids
	}
	var spared []int
	keep := ids[:0]
	for _, id := range ids {
		if g.cannotBy(id, outcome, by) {
			spared = append(spared, id)
		} else {
			keep = append(keep, id)
		}
	}
	if len(spared) > 0 {
		g.emit(Event{Kind: "ignored", Player: g.cards[spared[0]].Controller, Cards: spared,
			Text: fmt.Sprintf("%s cannot be %s by %s: that is ignored.", g.refs(spared), undergoneWords(outcome), g.ref(by))})
	}
	return keep
}
