package game

import "slices"

// "About to lose command" (Glossary: command; vocab_lost_command.go for
// the loss itself): a player is about to stop commanding a card in play.
// No action is only that: a card is lost by being killed, destroyed,
// captured, removed from the game, placed in a discard pile, returned to
// a hand or put in a deck. So the when about-to-lose-command has no
// trigger of its own: an ability with it answers each about-to trigger
// of those actions (loseCommandKinds), and preventing it there keeps the
// card in play and in its player's command (the action does not happen
// to it), or a response may do something else first (return the card to
// hand: to-hand).
//
// Those about-to triggers are fired by the dilemma outcomes
// (applyOutcome: every outcome has one) and by the text that kills
// (killCards), destroys (vocab_about_to_destroy.go), captures or removes
// cards, and by the verbs that return cards in play to a hand or put them
// on the bottom of a deck (aboutToLeavePlay). A cost does not announce it,
// nor do the rules (a ship destroyed by damage takes the cards aboard
// with it): those losses are not answerable (docs/cards.md says so).

// TrigAboutToLoseCommand: the when of text answering any of
// loseCommandKinds.
const TrigAboutToLoseCommand = "about-to-lose-command"

// The about-to triggers of the dilemma outcomes that take a card out of
// play other than by killing, destroying, capturing or removing it
// (aboutTo names them).
const (
	TrigAboutToDiscard      = "about-to-" + OutPlaceInDiscard
	TrigAboutToDeckBottom   = "about-to-" + OutDeckBottom
	TrigAboutToDeckTop      = "about-to-" + OutDeckTop
	TrigAboutToReturnToHand = "about-to-" + OutToHand
)

// loseCommandKinds are the about-to triggers whose action ends its
// player's command of the cards.
var loseCommandKinds = []string{TrigAboutToKill, TrigAboutToBrig, TrigAboutToRemove, TrigAboutToDestroy,
	TrigAboutToDiscard, TrigAboutToDeckBottom, TrigAboutToDeckTop, TrigAboutToReturnToHand}

func init() {
	for _, o := range []struct{ kind, word, doc string }{
		{TrigAboutToDiscard, "placed in its owner's discard pile", "cards in play are about to be placed in their owners' discard piles by a dilemma (not killed)"},
		{TrigAboutToDeckBottom, "placed on the bottom of its owner's deck", "cards in play are about to be placed on the bottom of their owners' decks by a dilemma"},
		{TrigAboutToDeckTop, "placed on top of its owner's deck", "cards in play are about to be placed on top of their owners' decks by a dilemma"},
		{TrigAboutToReturnToHand, "returned to its owner's hand", "cards in play are about to be returned to their owners' hands by a dilemma"},
	} {
		word := o.word
		triggerTable[o.kind] = triggerEntry{bus: true, reads: readsBus | readsAlso, alsoWord: word, doc: o.doc,
			example: "{when: " + o.kind + ", on: self, effect: [{do: prevent}]}",
			clause: func(c *Card, a Ability, w busWords) string {
				return "when " + w.subject + " is about to be " + word + w.byDilemma
			}}
	}
	triggerTable[TrigAboutToLoseCommand] = triggerEntry{bus: true, anyOf: loseCommandKinds, reads: readsBus | readsByOpponent,
		doc:     "a card of yours in play is about to be killed, destroyed, captured, removed from the game, placed in a discard pile or deck, or returned to hand (it answers each of those about-to triggers; prevent keeps the card)",
		example: "{when: about-to-lose-command, on: present, of: {type: personnel}, effect: [{do: prevent}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when you are about to lose command of " + w.subject + w.byDilemma + byOpponentText(a)
		}}
}

// answersKind reports whether ability a answers triggers of kind: its
// when, its also, or one of the triggers its when stands for (anyOf).
func (a *Ability) answersKind(kind string) bool {
	return a.When == kind || slices.Contains(a.Also, kind) || slices.Contains(a.anyOf, kind)
}

// aboutToLeavePlay fires kind, the about-to trigger of outcome (OutToHand,
// OutDeckBottom), for ids, cards in play one player commands, before
// ctx's text moves them out of play; then move runs on the cards still to
// go and still in play (one spared is not, one put in another's place
// is). A cost is not announced (ctx.paying), nor anything when no card
// could answer.
func (g *Game) aboutToLeavePlay(ctx fxCtx, kind, outcome string, ids []int, move func(ids []int)) {
	ids = slices.DeleteFunc(slices.Clone(ids), func(id int) bool { return !g.cards[id].Zone.InPlay() })
	if len(ids) == 0 {
		return
	}
	if ctx.paying || !g.listenedTo(kind) {
		move(ids)
		return
	}
	t := g.trigs.take(Trigger{Kind: kind, Player: g.cards[ids[0]].Controller, Cards: ids, Source: ctx.src,
		Dilemma: g.attempt != nil && ctx.src != 0 && ctx.src == g.attempt.dilemma, Mission: g.missionOf(ids[0]), Outcome: outcome})
	g.fire(t, func(t *Trigger) {
		move(slices.DeleteFunc(g.remaining(t), func(id int) bool { return !g.cards[id].Zone.InPlay() }))
	})
}
