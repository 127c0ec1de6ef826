package game

import (
	"fmt"
	"slices"
)

// "When you gain command of this personnel" (Glossary: command): a
// player begins commanding a card as it enters play under them (played,
// put into play by other text, rescued from a brig back into play) or
// as they take command of it while it stays in play (Borg Cutting Beam
// taking an opponent's personnel, a personnel given away). The card's
// own text answers (John Doe, Emergent Herald, 26V043); so only on: self
// is read, and the window opens only for a card with such text, not for
// every card entering play.
//
// The trigger's player is whoever commands the card once the step
// moving it is done: some steps set the new commander after the card
// has moved, so the trigger is made when the window opens, not as the
// card moves.

// TrigGainedCommand: Player began commanding Cards (their own text
// answers).
const TrigGainedCommand = "gained-command"

func init() {
	triggerTable[TrigGainedCommand] = triggerEntry{bus: true, reads: readsOn,
		doc:     "a player began commanding this card: it entered play under them (played, placed, rescued from a brig) or they took command of it in play; only the card's own text answers (on: self)",
		example: "{when: gained-command, on: self, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when you gain command of " + w.subject
		}}
}

// validateGainedCommand: the trigger answers only a card's own text.
func validateGainedCommand(a *Ability) error {
	if a.When == TrigGainedCommand && a.On != "self" {
		return fmt.Errorf("gained-command: on must be self, not %q", a.On)
	}
	return nil
}

// gainedCommand notes that card id began to be commanded (it entered
// play, or its commander changed in play): when its own text answers,
// a window opens once the step moving it is done, for whoever commands
// it then.
func (g *Game) gainedCommand(id int) {
	if g.lib == nil || !ownGainedCommandListens(g.cards[id].Card) {
		return
	}
	g.push(func() {
		c := g.cards[id]
		if !c.Zone.InPlay() {
			return // gone again before its text could answer
		}
		t := g.trigs.take(Trigger{Kind: TrigGainedCommand, Player: c.Controller, Cards: g.one(id)})
		g.triggerWindow(t, TrigGainedCommand, busKind(TrigGainedCommand))
	})
}

// ownGainedCommandListens reports whether c has text about its player
// gaining command of it.
func ownGainedCommandListens(c *Card) bool {
	return slices.ContainsFunc(c.Abilities, func(a Ability) bool { return a.When == TrigGainedCommand })
}
