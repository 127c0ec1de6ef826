package game

import (
	"fmt"
	"slices"
)

// dilemma-revealed: a dilemma was revealed during a mission attempt
// (Rulebook: Facing Dilemmas, steps 3.c–3.d), after the text it does as it
// is revealed and before it is checked as a copy, for its type or against
// the cost limit, so a dilemma overcome by those checks was still
// revealed. The trigger's player is the dilemma's owner, so on: your is
// "a dilemma you own" (The Perils of Peacemaking, 15V021).
//
// remove-copy-from-pile: the performer takes a copy of the trigger's
// dilemma (a card of the same title) out of their own dilemma pile and
// removes it from the game; with none there, nothing is removed. Text
// that has the pile searched so shuffles it with shuffle-dilemmas.

const (
	// TrigDilemmaRevealed names the trigger.
	TrigDilemmaRevealed = "dilemma-revealed"
	// DoRemoveCopyFromPile names the verb.
	DoRemoveCopyFromPile = "remove-copy-from-pile"
)

func init() {
	triggerTable[TrigDilemmaRevealed] = triggerEntry{bus: true, reads: readsOn | readsOf,
		doc:     "a dilemma was revealed during a mission attempt (its owner's: on: your is a dilemma you own)",
		example: "{when: dilemma-revealed, on: your, effect: [{do: remove-copy-from-pile, player: opponent}]}",
		clause: func(c *Card, a Ability, w busWords) string {
			noun := a.Of.Text("dilemma")
			switch a.On {
			case "opponent":
				return "when " + article(noun) + " " + noun + " an opponent owns is revealed"
			case "any":
				return "when " + article(noun) + " " + noun + " is revealed"
			}
			return "when " + article(noun) + " " + noun + " you own is revealed"
		}}
	registerVerbs(map[string]verb{
		DoRemoveCopyFromPile: {
			doc: "take a copy of the trigger's dilemma from your dilemma pile and remove it from the game",
			text: func(Step) string {
				return "take a copy of that dilemma from your dilemma pile and remove it from the game"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return ctx.trig != nil && len(ctx.trig.Cards) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.removeCopyFromPile(ctx) },
		},
	})
}

// firedDilemmaRevealed fires the trigger for dilemma id, just revealed at
// the attempt's mission.
func (g *Game) firedDilemmaRevealed(id int) {
	if !g.listenedTo(TrigDilemmaRevealed) {
		return
	}
	g.fire(g.trigs.take(Trigger{Kind: TrigDilemmaRevealed, Player: g.cards[id].Owner, Cards: g.one(id), Mission: g.attempt.mission}), nil)
}

// removeCopyFromPile removes from the game the first card of ctx.p's
// dilemma pile with the title of the trigger's dilemma.
func (g *Game) removeCopyFromPile(ctx fxCtx) {
	if ctx.trig == nil || len(ctx.trig.Cards) == 0 {
		return
	}
	key := g.cards[ctx.trig.Cards[0]].Card.titleKey
	pile := g.players[ctx.p].DilemmaPile
	i := slices.IndexFunc(pile, func(id int) bool { return g.cards[id].Card.titleKey == key })
	name := g.players[ctx.p].Name
	if i < 0 {
		g.emit(Event{Kind: "search", Player: ctx.p, Text: fmt.Sprintf("%s: %s has no copy of %s in the dilemma pile.", g.ref(ctx.src), name, g.ref(ctx.trig.Cards[0]))})
		return
	}
	id := pile[i]
	g.place(id, ZRemoved, 0)
	g.emit(Event{Kind: "remove", Player: ctx.p, Cards: g.one(id),
		Text: fmt.Sprintf("%s: %s takes %s out of the dilemma pile and removes it from the game.", g.ref(ctx.src), name, g.shown(id))})
}
