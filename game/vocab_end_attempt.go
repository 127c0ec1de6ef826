package game

import (
	"fmt"
	"slices"
)

// Ending one's own mission attempt by card text while facing a dilemma
// (Wesley Crusher, Apprentice Traveler, 27V015). A player cannot abort an
// attempt (Rulebook: Order – Attempt a mission) unless text says so; when
// it does, the attempt ends there: it neither fails (no personnel are
// stopped by failing, no "fails" text answers) nor is completed. The
// dilemma being faced and every dilemma left in the stack go back face
// up to the bottom of their owner's dilemma pile (Ruling: Returning
// Dilemmas), so none of them is overcome. The dilemma's remaining actions
// do not happen, and no more response windows open for it.

// DoEndAttempt: end your mission attempt now; the dilemma being faced
// and the rest of the stack return to their owner's dilemma pile.
const DoEndAttempt = "end-attempt"

func init() {
	registerVerbs(map[string]verb{
		DoEndAttempt: {
			doc: "end your mission attempt while its personnel face a dilemma: that dilemma and the rest of the stack return face up under their owner's dilemma pile; the attempt neither fails nor is completed",
			text: func(Step) string {
				return "end your mission attempt; that dilemma and every dilemma left in the stack return to their owner's dilemma pile"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				a := g.attempt
				return a != nil && a.player == ctx.p && a.dilemma != 0 && !a.ended
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.endAttemptByText(ctx) },
		},
	})
}

// endAttemptByText ends ctx's player's attempt as the dilemma is faced:
// the dilemmas go back, the dilemma's own actions stop (prevented and
// placed, as for a dilemma that leaves), and nextDilemma ends the attempt
// instead of revealing another or checking the requirements.
func (g *Game) endAttemptByText(ctx fxCtx) {
	a := g.attempt
	if a == nil || a.player != ctx.p || a.dilemma == 0 || a.ended {
		return
	}
	back := slices.Clone(a.stack)
	if g.cards[a.dilemma].Zone == ZStack && !slices.Contains(back, a.dilemma) {
		back = append([]int{a.dilemma}, back...)
	}
	for _, id := range back {
		g.toDilemmaPileBottom(id)
	}
	a.stack = a.stack[:0]
	a.ended, a.prevented, a.placed = true, true, true
	g.emit(Event{Kind: "attempt-ended", Player: ctx.p, Cards: append(g.one(a.mission), back...), Text: fmt.Sprintf("%s: %s ends the attempt of %s; %d dilemma(s) return to %s's dilemma pile.",
		g.shown(ctx.src), g.players[ctx.p].Name, g.ref(a.mission), len(back), g.players[ctx.p.Other()].Name)})
}
