package game

import "slices"

// How many dilemmas each personnel has faced this turn, across every
// attempt (one more for every earlier dilemma of that turn: Parem,
// Special Security, 4U171). A dilemma is faced by the personnel attempting
// when it is revealed and faced (Rulebook: Facing Dilemmas); one overcome
// without being faced (too costly, the wrong type) is not. The counts are
// forgotten as the turn ends.

// PerOtherDilemmasFaced names the amount: the dilemmas this personnel has
// faced this turn other than the one it faces now.
const PerOtherDilemmasFaced = "other-dilemmas-faced"

func init() {
	amountRegistry[PerOtherDilemmasFaced] = &amountEntry{
		fields:  amountCommonFields,
		doc:     "how many dilemmas this personnel has faced this turn, besides the one it faces now",
		example: "per: {is: other-dilemmas-faced}",
		value: func(g *Game, _ *Amount, ctx fxCtx, _ []int) int {
			n := g.facedTurn[ctx.src]
			if a := g.attempt; a != nil && a.dilemma != 0 && slices.Contains(a.personnel, ctx.src) {
				n-- // the one faced now was counted as it was faced
			}
			return max(0, n)
		},
		text:        func(*Amount) string { return "the number of other dilemmas this personnel has faced this turn" },
		each:        func(*Amount) string { return "other dilemma this personnel has faced this turn" },
		inModifiers: true,
	}
}

// noteFaced counts the dilemma being faced for each personnel facing it.
func (g *Game) noteFaced(a *attempt) {
	if g.facedTurn == nil {
		g.facedTurn = map[int]int{}
	}
	for _, id := range a.personnel {
		if !g.cards[id].Stopped {
			g.facedTurn[id]++
		}
	}
}
