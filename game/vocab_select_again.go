package game

import (
	"fmt"
	"slices"
)

// Making a random selection again (Marta, Delusional Seductress, 18V038;
// Alien Gambling Device, 1R061). Every random selection of cards fires
// the trigger "selected" (random) once its result is known and before
// anything happens to the cards picked: a dilemma's (vocab_dilemmas.go,
// selectFrom; a random split too, Ruling: Randomly Split), a card text's
// random pick (randomPick: combat, capture, damage), a random kill
// (killStep) and a dilemma's random choice between alternatives (which
// half is stopped: Ruling: Randomly Split, vocab_halves.go). The verb
// select-again answers it: the result is ignored (nothing of it happens,
// no other response answers it: the trigger is spared as a whole) and
// the same selection is made again among the same cards, a new random
// selection that fires the trigger again. Random picks from a hand are
// not at any mission and do not fire it.

// DoSelectAgain is the verb described above.
const DoSelectAgain = "select-again"

func init() {
	registerVerbs(map[string]verb{
		DoSelectAgain: {
			doc:  "(answering selected, random) ignore the result of the random selection just made and make it again among the same cards",
			text: func(Step) string { return "ignore the result of that random selection and make it again" },
			possible: func(_ *Game, ctx fxCtx, _ *Step) bool {
				t := ctx.trig
				return t != nil && t.Kind == TrigSelected && t.Random && t.redo && !t.all
			},
			run: func(g *Game, ctx fxCtx, _ Step) {
				t := ctx.trig
				if t == nil || t.Kind != TrigSelected || !t.Random || !t.redo || t.all {
					return
				}
				t.Prevent(0)
				t.again = true
				g.emit(Event{Kind: "select-again", Player: ctx.p, Cards: g.one(ctx.src),
					Text: fmt.Sprintf("%s: the random selection's result is ignored; it is made again.", g.ref(ctx.src))})
			},
		},
	})
}

// randomSelected fires "selected" (random) for a random pick of card id
// made by ctx's text among pool, then runs then with the card that
// undergoes what follows (id, or one taking its place); made again, a new
// card is picked among pool.
func (g *Game) randomSelected(ctx fxCtx, pool []int, id int, outcome string, then func(id int)) {
	t := g.trigs.take(Trigger{Kind: TrigSelected, Player: g.cards[id].Controller, Cards: []int{id}, Source: ctx.src,
		Dilemma: g.byDilemma(ctx.src), Random: true, Mission: g.randomMission(ctx, id), Outcome: outcome, redo: true})
	g.fire(t, func(t *Trigger) {
		if t.again {
			if pool = g.stillSelectable(pool, false); len(pool) > 0 {
				g.randomSelected(ctx, pool, pool[g.rng.IntN(len(pool))], outcome, then)
			}
			return
		}
		for _, x := range g.remaining(t) {
			then(x)
		}
	})
}

// randomChosen fires "selected" (random, no cards) for a dilemma's random
// choice among n alternatives, picked i; made again, i is picked anew.
func (g *Game) randomChosen(ctx fxCtx, n, i int, then func(i int)) {
	t := g.trigs.take(Trigger{Kind: TrigSelected, Player: g.textYou(ctx), Source: ctx.src, Dilemma: g.byDilemma(ctx.src),
		Random: true, Mission: g.randomMission(ctx, 0), redo: true})
	g.fire(t, func(t *Trigger) {
		if t.again {
			g.randomChosen(ctx, n, g.rng.IntN(n), then)
			return
		}
		then(i)
	})
}

// byDilemma reports whether card src is a dilemma.
func (g *Game) byDilemma(src int) bool {
	return src > 0 && src < len(g.cards) && g.cards[src].Card.Type == Dilemma
}

// randomMission is where a random selection by ctx's text is made: the
// mission of the text, else that of the card picked, else that of the
// attempt or engagement under way.
func (g *Game) randomMission(ctx fxCtx, id int) int {
	if ctx.mission != 0 {
		return ctx.mission
	}
	if id != 0 {
		if m := g.missionOf(id); m != 0 {
			return m
		}
	}
	return g.eventMission(nil)
}

// stillSelectable keeps the cards of pool a random selection made again
// may still pick: those in play and, for a dilemma's selection (facing),
// a personnel only while still attempting.
func (g *Game) stillSelectable(pool []int, facing bool) []int {
	out := make([]int, 0, len(pool))
	for _, id := range pool {
		c := g.cards[id]
		if !c.Zone.InPlay() {
			continue
		}
		if a := g.attempt; facing && a != nil && c.Card.Type == Personnel && !slices.Contains(a.personnel, id) {
			continue
		}
		out = append(out, id)
	}
	return out
}
