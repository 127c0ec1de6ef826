package game

import "fmt"

// destroy-each-here: every card of yours in play at this mission that the
// filter matches is destroyed, nobody choosing (Wolf 359, Last Stand,
// 32V008: each of your ships there, as the mission is completed). A ship
// destroyed takes everything aboard to the discard piles (Rulebook:
// Damage; destroyShip). The mission is the one the text acts at: a
// mission's own, or the one its card is at.

// DoDestroyEachHere names the verb.
const DoDestroyEachHere = "destroy-each-here"

func init() {
	registerVerbs(map[string]verb{
		DoDestroyEachHere: {
			doc:    "destroy each card of yours in play at this mission that the filter matches, nobody choosing",
			fields: "filter",
			validate: func(s *Step) error {
				if s.Filter.IsZero() {
					return fmt.Errorf("needs a filter naming the cards destroyed")
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				return "destroy each of your " + pluralNouns(s.Filter.Text("card")) + " at this mission"
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				g.aboutToDestroy(ctx, g.eachHere(ctx, s.Filter), func(ids []int) { // vocab_about_to_destroy.go
					for _, id := range ids {
						if g.cards[id].Card.Type == Ship {
							g.destroyShip(id)
							continue
						}
						held := g.leavePlay(id, ZDiscard)
						g.emit(Event{Kind: "destroy", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s destroys %s.", g.players[ctx.p].Name, g.ref(id))})
						g.destroyedNow(id, ctx.src, held...)
					}
				})
			},
		},
	})
}

// eachHere lists ctx.p's cards in play at ctx.mission that f matches.
func (g *Game) eachHere(ctx fxCtx, f *Filter) []int {
	if ctx.mission == 0 {
		return nil
	}
	var out []int
	for _, c := range g.cards[1:] {
		if c.Zone.InPlay() && c.Controller == ctx.p && c.ID != ctx.mission && g.missionOf(c.ID) == ctx.mission && g.matches(f, c.ID) {
			out = append(out, c.ID)
		}
	}
	return out
}
