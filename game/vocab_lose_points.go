package game

import (
	"fmt"
	"strings"
)

// Points and counters changed by card text: losing points (Glossary: lose
// points) and extra counters to spend this turn. Scoring points outside a
// mission's own is the score verb (vocab_dilemma_choice.go).

// Point and counter verbs.
const (
	DoLosePoints  = "lose-points"  // lose Amount points (score: vocab_dilemma_choice.go)
	DoAddCounters = "add-counters" // spend Amount more counters this turn
)

func init() { registerVerbs(pointVerbs()) }

func pointVerbs() map[string]verb {
	return map[string]verb{
		DoLosePoints: {
			doc:      "lose amount points",
			fields:   "amount",
			validate: positiveAmount,
			text:     func(s Step) string { return fmt.Sprintf("lose %d points", s.Amount) },
			// A player with no points cannot pay a cost of losing points
			// (Rulebook: Paying costs; Glossary: lose points).
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return g.costOrInstead(ctx, s, g.players[ctx.p].Score > 0) },
			run: func(g *Game, ctx fxCtx, s Step) {
				g.payCostStep(ctx, s, g.players[ctx.p].Score > 0, func(ctx fxCtx, s Step) { g.losePoints(ctx.p, s.Amount, ctx.src) })
			},
		},
		DoAddCounters: {
			doc:    "spend amount more counters this turn (many: as many as that amount counts as the step runs)",
			fields: "amount many",
			validate: func(s *Step) error {
				if s.Many != nil { // vocab_stop_any_number.go
					if s.Amount != 0 {
						return fmt.Errorf("amount and many exclude each other")
					}
					return s.Many.validate()
				}
				return positiveAmount(s)
			},
			text: func(s Step) string {
				if s.Many != nil {
					// The group paid, read by an effect, is what the step
					// before acted on ("those").
					return "spend as many more counters this turn as " + strings.Replace(s.Many.Text(), "the cards paid with", "those", 1)
				}
				return fmt.Sprintf("spend %d more counters this turn", s.Amount)
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return g.active == ctx.p },
			run: func(g *Game, ctx fxCtx, s Step) {
				if g.active != ctx.p {
					return
				}
				if s.Many != nil {
					s.Amount = s.Many.value(g, ctx, nil)
				}
				g.counter += s.Amount
				g.emit(Event{Kind: "counters", Player: ctx.p, Cards: g.one(ctx.src),
					Text: fmt.Sprintf("%s: %s may spend %d more counters this turn (%d left).", g.ref(ctx.src), g.players[ctx.p].Name, s.Amount, g.counter)})
			},
		},
	}
}

// losePoints: p loses n points. A score never falls below zero: a player
// with no points loses none (Glossary: lose points), and one with fewer
// than n loses those it has, doing as much as it can (Glossary: actions
// – Effects). The rulebook does not say whether a score may be negative;
// this reading keeps "no points" meaning a score of zero
// (docs/rules-coverage.md). Points lost are tallied for the table to show.
func (g *Game) losePoints(p Player, n, src int) {
	ps := g.players[p]
	if ps.Score <= 0 {
		g.emit(Event{Kind: "lose-points", Player: p, Cards: g.one(src), Text: fmt.Sprintf("%s has no points to lose (%s).", ps.Name, g.ref(src))})
		return
	}
	n = min(n, ps.Score)
	ps.Score -= n
	ps.Lost += n
	g.emit(Event{Kind: "lose-points", Player: p, Cards: g.one(src), Text: fmt.Sprintf("%s loses %d points to %s (score %d).", ps.Name, n, g.ref(src), ps.Score)})
}
