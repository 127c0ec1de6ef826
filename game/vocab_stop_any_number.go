package game

import (
	"fmt"
	"slices"
)

// Stopping as many of your personnel as you like, and counting something about
// them (Common Purpose, 0VP166, turns the affiliations of those it stops
// into extra counters).
// stop-commanded with any_number: the player picks one at a time, from
// none to every unstopped personnel of theirs the filter matches, and
// they are stopped together (one action); the ones actually stopped are
// kept as the group paid, so a later step reads them
// (many: {count: paid, different: affiliation}). add-counters with many
// adds as many counters as that amount counts when it runs.

// stopAnyNumber has ctx.p pick any number of the personnel
// stop-commanded s may stop, then stops them.
func (g *Game) stopAnyNumber(ctx fxCtx, s Step) {
	pool := g.stoppableCommanded(ctx, &s)
	var picked []int
	done := func() {
		g.stopCards(ctx, picked)
		g.notePaid(ctx, slices.DeleteFunc(slices.Clone(picked), func(id int) bool { return !g.cards[id].Stopped }))
	}
	var next func()
	next = func() {
		end := "Stop none"
		if len(picked) > 0 {
			end = "Stop no more"
		}
		acts := []action{{Option{Label: end, Action: ActEnd}, done}}
		for _, id := range pool {
			if slices.Contains(picked, id) {
				continue
			}
			id := id
			acts = append(acts, action{Option{Label: "Stop " + g.cardName(id), Action: ActPick, Card: id}, func() {
				picked = append(picked, id)
				next()
			}})
		}
		if len(acts) == 1 {
			done()
			return
		}
		g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: stop which personnel? (%d picked so far)", g.cardName(ctx.src), len(picked)), acts)
	}
	next()
}
