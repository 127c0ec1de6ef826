package game

import "slices"

// Stops by card text that reach anyone's personnel, not only the
// performer's own (vocab_equipment.go's stop reaches yours): the
// personnel a trigger is about, whoever commands it (Deanna Troi,
// Durango, 23V048: an opponent's personnel just played or placed), and
// every personnel present with this card (Wesley Crusher, Apprentice
// Traveler, 27V015). Rulebook: Present (the others on the same planet or
// headquarters, or aboard the same ship); stopped. A personnel that
// cannot be stopped is spared (vocab_react_cannot.go), and as a cost
// such a stop cannot be paid (rules_cannot_reach.go: costBarred reads
// reaches).

const (
	// DoStopSubject: stop the personnel the trigger is about, whoever
	// commands it.
	DoStopSubject = "stop-subject"
	// DoStopEachPresent: stop each unstopped personnel present with this
	// card, anyone's.
	DoStopEachPresent = "stop-each-present"
)

func init() {
	registerVerbs(map[string]verb{
		DoStopSubject: {
			doc:  "stop the personnel the trigger is about, whoever commands it",
			text: func(Step) string { return "stop that personnel" },
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return g.unstoppedInPlay(ctx.subject)
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				if g.unstoppedInPlay(ctx.subject) {
					g.stopCards(ctx, []int{ctx.subject})
				}
			},
			undergoes: OutStop,
			reaches: func(g *Game, ctx fxCtx, s *Step) []int {
				if g.unstoppedInPlay(ctx.subject) {
					return []int{ctx.subject}
				}
				return nil
			},
		},
		DoStopEachPresent: {
			doc:  "stop each unstopped personnel present with this card, whoever commands it",
			text: func(Step) string { return "stop each personnel present" },
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return g.cards[ctx.src].Zone.InPlay()
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				if ids := g.unstoppedPresent(ctx.src); len(ids) > 0 {
					g.stopCards(ctx, ids)
				}
			},
			undergoes: OutStop,
			reaches:   func(g *Game, ctx fxCtx, s *Step) []int { return g.unstoppedPresent(ctx.src) },
		},
	})
}

// unstoppedInPlay reports whether id is a personnel in play, not stopped.
func (g *Game) unstoppedInPlay(id int) bool {
	if id == 0 {
		return false
	}
	c := g.cards[id]
	return c.Card.Type == Personnel && c.Zone.InPlay() && !c.Stopped
}

// unstoppedPresent lists the unstopped personnel present with src,
// anyone's, in a stable order.
func (g *Game) unstoppedPresent(src int) []int {
	var out []int
	for _, id := range g.present(src) {
		if g.unstoppedInPlay(id) {
			out = append(out, id)
		}
	}
	slices.Sort(out)
	return out
}
