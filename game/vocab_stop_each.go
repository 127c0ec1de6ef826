package game

import "slices"

// stop-each: "those personnel are stopped instead" — after a response
// prevented what was about to happen to some cards (prevent-each), each of
// them still in play is stopped by the response's own text (Glossary:
// instead — the replacing action happens in its place). Only the cards the
// ability answered for and whose part was prevented are reached.

// DoStopEach stops every card the ability answered for whose part of the
// pending action was prevented.
const DoStopEach = "stop-each"

func init() {
	registerVerbs(map[string]verb{
		DoStopEach: {
			doc:       "stop each card the ability answered for whose part of the pending action was prevented",
			text:      func(Step) string { return "they are stopped instead" },
			run:       func(g *Game, ctx fxCtx, _ Step) { g.stopCards(ctx, g.preventedSubjects(ctx)) },
			undergoes: OutStop,
		},
	})
}

// preventedSubjects lists the cards of ctx's trigger the ability answered
// for that were spared and are still in play, unstopped.
func (g *Game) preventedSubjects(ctx fxCtx) []int {
	if ctx.trig == nil {
		return nil
	}
	subjects := ctx.subjects
	if len(subjects) == 0 && ctx.subject != 0 {
		subjects = []int{ctx.subject}
	}
	var out []int
	for _, id := range subjects {
		c := g.cards[id]
		if id != 0 && ctx.trig.Prevented(id) && c.Zone.InPlay() && !c.Stopped && !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}
