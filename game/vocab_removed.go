package game

import (
	"fmt"
	"slices"
)

// Removing a personnel (or any card in play) from the game as an action
// other text may answer (Glossary: remove from the game — set apart, in
// no discard pile; not a kill, so "killed" text does not answer it):
//
//   - about-to-remove: Cards (in play) are about to be removed from the
//     game; a response may prevent it, and text of a card about its own
//     removal is used while it is still in play (Greer, 20V039; Lorian,
//     Displaced Descendant, 20V041);
//   - removed: Cards were removed from the game; a card's text about its
//     own removal answers from the removed pile, once, as "killed" text
//     answers from the discard pile (vocab_self_killed.go; Karyn Archer,
//     Displaced Descendant, 20V040).
//
// Every removal of a card in play by game text goes through
// removeFromGame: a dilemma's remove-from-game outcome, the reaction verb
// below, remove-card and remove-commanded. Player is the cards'
// controller (whose cards they are).
//
// The verb remove-from-game (to: subject) removes the card a trigger is
// about, or this card, from the game; as a response to its being about
// to be stopped or killed it takes the place of that action: a card
// that has left play is spared what was pending (Ruling: Pending
// Effects; Future Enterprise, Displaced Starship, 20V045).

// Trigger kinds of this file.
const (
	TrigAboutToRemove = "about-to-remove"
	TrigRemoved       = "removed"
)

// DoRemoveFromGame names the verb.
const DoRemoveFromGame = "remove-from-game"

func init() {
	triggerTable[TrigAboutToRemove] = triggerEntry{bus: true, reads: readsBus,
		doc:     "cards in play are about to be removed from the game (a response may prevent it)",
		example: "{when: about-to-remove, on: self, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + w.subject + " is about to be removed from the game"
		}}
	triggerTable[TrigRemoved] = triggerEntry{bus: true, reads: readsBus,
		doc:     "cards in play were removed from the game (on: self answers from the removed pile)",
		example: "{when: removed, on: self, effect: [{do: draw}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + w.subject + " is removed from the game"
		}}
	registerVerbs(map[string]verb{
		DoRemoveFromGame: {
			doc:      "this card (to: subject: the card the trigger is about) is removed from the game; a card about to be stopped or killed is spared that",
			fields:   "to",
			validate: validateTo,
			text: func(s Step) string {
				return "remove " + toWords(s) + " from the game"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return g.cards[stepCard(ctx, s)].Zone.InPlay() },
			run: func(g *Game, ctx fxCtx, s Step) {
				id := stepCard(ctx, &s)
				g.removeFromGame(ctx.src, []int{id}, func(gone []int) {
					if slices.Contains(gone, id) {
						g.spare(ctx, id)
					}
				})
			},
		},
	})
}

// removeFromGame: ids, cards in play, are about to be removed from the
// game by src's text; responses may prevent it for some; the rest leave
// play for the removed pile as one action, logged, then text answering
// their removal is offered. then, if not nil, runs with the cards
// removed, before that text.
func (g *Game) removeFromGame(src int, ids []int, then func(gone []int)) {
	g.removeFromGameQuiet(src, ids, func(gone []int) {
		if len(gone) > 0 {
			owner := g.cards[gone[0]].Owner
			g.emitNamed(Event{Kind: "removed", Player: owner, Cards: slices.Clone(gone)}, func(name func(int) string) string {
				return fmt.Sprintf("%s: %s removed from the game.", g.shown(src), namesWith(gone, name))
			})
		}
		if then != nil {
			then(gone)
		}
	})
}

// firedRemoved fires the removed trigger for cards just removed from the
// game (none: nothing).
func (g *Game) firedRemoved(owner Player, src int, gone []int, dilemma bool, mission int) {
	if len(gone) == 0 || !g.listenedTo(TrigRemoved) {
		return
	}
	g.fire(g.trigs.take(Trigger{Kind: TrigRemoved, Player: owner, Cards: slices.Clone(gone), Source: src, Dilemma: dilemma, Mission: mission}), nil)
}

// removeOutcome carries out a dilemma's remove-from-game outcome on ids
// (vocab_dilemma_outcomes.go), its about-to-remove trigger already
// answered (applyOutcome): they are removed as one action, then text
// answering their removal is offered.
func (g *Game) removeOutcome(ids []int, instead bool) {
	a := g.attempt
	a.acted = true
	g.recordUndergone(OutRemoveFromGame, ids)
	ctrl := g.cards[ids[0]].Controller
	for _, id := range ids {
		g.leavePlay(id, ZRemoved)
	}
	g.emitOutcome(ctrl, ids, OutRemoveFromGame, instead)
	g.firedRemoved(ctrl, a.dilemma, ids, true, a.mission)
}

// removeFromGameQuiet is removeFromGame for a caller that words the
// removal itself (a dilemma's outcome): no event of its own. A removal
// by the dilemma being faced is a dilemma's (by_dilemma).
func (g *Game) removeFromGameQuiet(src int, ids []int, then func(gone []int)) {
	var still []int
	for _, id := range ids {
		if g.cards[id].Zone.InPlay() {
			still = append(still, id)
		}
	}
	if len(still) == 0 {
		return
	}
	dilemma := g.attempt != nil && src != 0 && src == g.attempt.dilemma
	owner := g.cards[still[0]].Controller
	t := g.trigs.take(Trigger{Kind: TrigAboutToRemove, Player: owner, Cards: still, Source: src, Dilemma: dilemma,
		Mission: g.missionOf(still[0]), Outcome: OutRemoveFromGame})
	g.fire(t, func(t *Trigger) {
		var gone []int
		for _, id := range g.remaining(t) {
			if g.cards[id].Zone.InPlay() {
				gone = append(gone, id)
			}
		}
		for _, id := range gone {
			g.leavePlay(id, ZRemoved)
		}
		then(gone)
		g.firedRemoved(owner, src, gone, dilemma, t.Mission)
	})
}
