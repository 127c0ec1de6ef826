package game

import (
	"fmt"
	"slices"
)

// "About to be destroyed" (Glossary: Discard, Destroy, and Kill: a card
// in play is destroyed into its owner's discard pile). Before a card's
// text destroys cards in play as its effect (destroy-card, destroy-cards,
// destroy-opponent-capped, destroy-each-here, destroy-equipped) and
// before a dilemma's destroy outcome (applyOutcome), about-to-destroy
// answers: a response may prevent it for a card or have another card
// destroyed in its place (instead-other with where: yours). Its Player is
// the one who commands the cards, its Source the destroying card, so
// by_opponent reads whose card does it.
//
// Not announced this way, by choice: a cost (a player destroying their
// own card to pay for something is not an action a response changes:
// ctx.paying), a card destroying itself, an event or interrupt put away
// once it has resolved, and a ship destroyed by its damage (the rules do
// it, not a card).

// TrigAboutToDestroy: cards (all one player's) are about to be destroyed
// by Source.
const TrigAboutToDestroy = "about-to-destroy"

func init() {
	triggerTable[TrigAboutToDestroy] = triggerEntry{bus: true, reads: readsBus | readsAlso | readsByOpponent, alsoWord: "destroyed",
		doc:     "cards in play are about to be destroyed by a card's text or a dilemma's destroy outcome (not a cost); by_opponent: by a card an opponent owns",
		example: "{when: about-to-destroy, on: your, of: {type: event}, by_opponent: true, effect: [{do: prevent}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			return "when " + w.subject + " is about to be destroyed" + w.byDilemma + byOpponentText(a)
		}}
}

// destroyByText destroys ids, cards in play one player commands, by
// ctx.src's text, once about-to-destroy has been answered: each card
// still to be destroyed leaves play and its destroyed text answers.
func (g *Game) destroyByText(ctx fxCtx, ids []int) {
	g.aboutToDestroy(ctx, ids, func(ids []int) {
		for _, id := range ids {
			held := g.leavePlay(id, ZDiscard)
			g.emit(Event{Kind: "destroy", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s destroys %s.", g.players[ctx.p].Name, g.ref(id))})
			g.destroyedNow(id, ctx.src, held...)
		}
	})
}

// aboutToDestroy fires about-to-destroy for ids (unless the step is a
// cost, or no card could answer), then runs destroy on the cards still
// to be destroyed and still in play: one spared is not, one put in
// another's place is.
func (g *Game) aboutToDestroy(ctx fxCtx, ids []int, destroy func(ids []int)) {
	ids = slices.DeleteFunc(slices.Clone(ids), func(id int) bool { return !g.cards[id].Zone.InPlay() })
	if len(ids) == 0 {
		return
	}
	if ctx.paying || !g.listenedTo(TrigAboutToDestroy) {
		destroy(ids)
		return
	}
	t := g.trigs.take(Trigger{Kind: TrigAboutToDestroy, Player: g.cards[ids[0]].Controller, Cards: ids, Source: ctx.src,
		Dilemma: g.attempt != nil && ctx.src != 0 && ctx.src == g.attempt.dilemma, Mission: g.missionOf(ids[0]), Outcome: OutDestroy})
	g.fire(t, func(t *Trigger) {
		destroy(slices.DeleteFunc(g.remaining(t), func(id int) bool { return !g.cards[id].Zone.InPlay() }))
	})
}

// byOpponentText words by_opponent.
func byOpponentText(a Ability) string {
	if a.ByOpponent {
		return " by an opponent's card"
	}
	return ""
}
