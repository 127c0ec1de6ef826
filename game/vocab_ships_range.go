package game

import "fmt"

// ships-range: each ship its player commands that the target filter
// matches (every one of them when absent) is Range +amount until the end
// of the turn, wherever it is (Hidden Resource, 22V020: your [Baj] ships).
// It is the same end-of-turn bonus ship-range gives one ship
// (Card.RangeBonus, cleared when the turn ends), so a ship that has moved
// this turn keeps what it has used and gains the rest.

// DoShipsRange names the verb.
const DoShipsRange = "ships-range"

func init() {
	registerVerbs(map[string]verb{
		DoShipsRange: {
			doc:      "each of your ships the target filter matches is Range +amount until the end of the turn",
			fields:   "amount target",
			validate: positiveAmount,
			text: func(s Step) string {
				return fmt.Sprintf("make each of your %s Range %+d until end of turn", s.Target.Text("ships"), s.Amount)
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.yourShipsMatching(ctx.p, s.Target)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				for _, id := range g.yourShipsMatching(ctx.p, s.Target) {
					g.cards[id].RangeBonus += s.Amount
					g.emit(Event{Kind: "range", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s: %s is Range %+d until the end of the turn.", g.shown(ctx.src), g.ref(id), s.Amount)})
				}
			},
		},
	})
}
