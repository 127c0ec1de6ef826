package game

import "fmt"

// Spending counters as the price of card text (Rulebook: Play and Draw
// Cards — the seven counters are spent on playing and drawing; a card's
// text may ask for some of them instead): Earth, Lush and Beautiful Home
// (12U040) draws two cards for one. Only the active player has counters,
// and only while they are left this turn, so the price is payable then
// alone; what is spent is gone for playing and drawing.

// DoSpendCounters names the verb.
const DoSpendCounters = "spend-counters"

func init() {
	registerVerbs(map[string]verb{
		DoSpendCounters: {
			doc:      "spend amount of your counters left this turn (only the active player, in the Play and Draw Cards segment)",
			fields:   "amount",
			validate: positiveAmount,
			text: func(s Step) string {
				if s.Amount == 1 {
					return "spend a counter"
				}
				return fmt.Sprintf("spend %d counters", s.Amount)
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return g.maySpendCounters(ctx.p, s.Amount) },
			run: func(g *Game, ctx fxCtx, s Step) {
				if !g.maySpendCounters(ctx.p, s.Amount) {
					return
				}
				g.counter -= s.Amount
				g.emit(Event{Kind: "counters", Player: ctx.p, Cards: g.one(ctx.src),
					Text: fmt.Sprintf("%s: %s spends %d counter(s) (%d left).", g.ref(ctx.src), g.players[ctx.p].Name, s.Amount, g.counter)})
			},
		},
	})
}

// maySpendCounters reports whether p has n counters left to spend now.
func (g *Game) maySpendCounters(p Player, n int) bool {
	return g.active == p && g.segment == SegPlayDraw && g.counter >= n
}
