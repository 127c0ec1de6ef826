package game

import "fmt"

// A personnel of a failing (or running) mission attempt, picked at
// random, goes to the bottom of its owner's deck (Near Polaris, 8U062,
// when its attempt is about to fail). Judgement call: a mission's "a
// personnel present" is read as one of the personnel involved in the
// attempt at it, still there (Glossary: present – cards together at one
// place; the mission's place is where its attempt is).

// DoBottomRandomInvolved: a random personnel involved in the attempt
// goes to the bottom of its owner's deck.
const DoBottomRandomInvolved = "bottom-random-involved"

func init() {
	registerVerbs(map[string]verb{
		DoBottomRandomInvolved: {
			doc: "randomly select a personnel involved in the mission attempt (about to fail, or under way) and place it on the bottom of its owner's deck",
			text: func(Step) string {
				return "randomly select a personnel involved in that attempt and place that personnel on the bottom of its owner's deck"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.involvedNow(ctx)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				g.randomPick(ctx, g.involvedNow(ctx), "", func(id int) {
					g.aboutToLeavePlay(ctx, TrigAboutToDeckBottom, OutDeckBottom, []int{id}, func(ids []int) {
						for _, id := range ids {
							owner := g.cards[id].Owner
							g.leavePlay(id, ZDeck) // appended: the bottom
							g.emit(Event{Kind: "deck", Player: ctx.p, Cards: g.one(id),
								Text: fmt.Sprintf("%s is placed on the bottom of %s's deck.", g.ref(id), g.players[owner].Name)})
						}
					})
				})
			},
		},
	})
}

// involvedNow lists the personnel involved in the attempt ctx answers
// (about to fail), or in the attempt under way, still in play.
func (g *Game) involvedNow(ctx fxCtx) []int {
	if ids, ok := g.failingInvolved(ctx); ok {
		return ids
	}
	if a := g.attempt; a != nil {
		var out []int
		for _, id := range a.personnel {
			if g.cards[id].Zone.InPlay() {
				out = append(out, id)
			}
		}
		return out
	}
	return nil
}
