package game

import "fmt"

// Counters a player may spend this turn beyond the seven, without having
// to (Surprise Party, 0VP087: one more each turn while it is in the
// core). The Play and Draw Cards segment must go on until every counter
// is spent (Rulebook: Play and Draw Cards), except these: the player may
// end it with as many counters left as are spare.

// DoSpareCounters: the performer may spend Amount more counters this turn.
const DoSpareCounters = "spare-counters"

func init() { registerVerbs(extraCounterVerbs()) }

func extraCounterVerbs() map[string]verb {
	return map[string]verb{
		DoSpareCounters: {
			doc:      "you may spend amount more counters this turn (they need not be spent)",
			fields:   "amount",
			validate: positiveAmount,
			text: func(s Step) string {
				return fmt.Sprintf("you may spend %s this turn", extraCountersWords(s.Amount))
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return g.active == ctx.p },
			run: func(g *Game, ctx fxCtx, s Step) {
				if g.active != ctx.p {
					return
				}
				g.counter += s.Amount
				g.spareCounters += s.Amount
				g.emit(Event{Kind: "counters", Player: ctx.p, Cards: g.one(ctx.src),
					Text: fmt.Sprintf("%s: %s may spend %s this turn (%d left).", g.ref(ctx.src), g.players[ctx.p].Name, extraCountersWords(s.Amount), g.counter)})
			},
		},
	}
}

// countersDone reports whether the active player may end the Play and
// Draw Cards segment for its counters: none left but spare ones.
func (g *Game) countersDone() bool { return g.counter <= g.spareCounters }

// extraCountersWords: "an additional counter", "2 additional counters".
func extraCountersWords(n int) string {
	if n == 1 {
		return "an additional counter"
	}
	return fmt.Sprintf("%d additional counters", n)
}

// turnsOf words whose turns a start- or end-of-turn trigger answers:
// "each of your turns", "each turn of an opponent".
func turnsOf(who string) string {
	if who == "you" {
		return "each of your turns"
	}
	return "each turn of " + who
}
