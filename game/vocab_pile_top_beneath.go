package game

import (
	"fmt"
	"slices"
)

// pile-top-beneath: the performer places the top count cards of the
// opponent's dilemma pile beneath this mission, the mission where the
// card whose text it is stands (Orb of Time, 30V013). Unlike
// dilemmas-beneath (the opponent places them, beneath a mission of the
// performer's choice) the place is fixed and the performer does it. A
// dilemma beneath a mission lies there face up, as an overcome one does
// (Rulebook: Facing Dilemmas), so its name is shown to both players.
// Possible only with a card in that pile and a mission to place it
// beneath.

// DoPileTopBeneath is the verb described above.
const DoPileTopBeneath = "pile-top-beneath"

func init() {
	registerVerbs(map[string]verb{
		DoPileTopBeneath: {
			doc:    "place the top count cards (1 when absent) of your opponent's dilemma pile beneath this mission",
			fields: "count",
			text: func(s Step) string {
				if n := max(1, s.Count); n > 1 {
					return fmt.Sprintf("place the top %d cards of your opponent's dilemma pile beneath this mission", n)
				}
				return "place the top card of your opponent's dilemma pile beneath this mission"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return ctx.mission != 0 && len(g.players[ctx.p.Other()].DilemmaPile) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				opp := ctx.p.Other()
				pile := g.players[opp].DilemmaPile
				if ctx.mission == 0 || len(pile) == 0 {
					return
				}
				top := slices.Clone(pile[:min(max(1, s.Count), len(pile))])
				for _, id := range top {
					g.place(id, ZBeneath, ctx.mission)
					g.cards[id].FaceUp = true
				}
				g.emit(Event{Kind: "placed-beneath", Player: ctx.p, Cards: top, Text: fmt.Sprintf("%s places %s from the top of %s's dilemma pile beneath %s.", g.players[ctx.p].Name, g.refs(top), g.players[opp].Name, g.ref(ctx.mission))})
			},
		},
	})
}
