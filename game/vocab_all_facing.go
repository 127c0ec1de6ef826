package game

import (
	"fmt"
	"slices"
)

// Text answering a dilemma about to do something to every one of your
// personnel facing it, paid with one of them (Bridge Officer's Test,
// 17V040: a stop reaching the whole group, one of them a 2 Leadership
// personnel, is prevented with the dilemma itself, at the price of one of
// the group, picked by the opponent, killed).
//
//   - condition trigger-all-facing: every personnel of yours facing the
//     dilemma is among the cards the trigger is about (those it has not
//     spared), and there is at least one;
//   - verb kill-facing: one of your personnel facing the dilemma is
//     killed, chosen by you or (by: opponent) by your opponent; the
//     personnel present with those facing are those facing (an attempt
//     goes as one group, on the planet or aboard one ship). As a cost it
//     is possible only with one that may be killed.

// DoKillFacing is the verb.
const DoKillFacing = "kill-facing"

func init() {
	registerVerbs(map[string]verb{
		DoKillFacing: {
			doc:     "one of your personnel facing the dilemma, chosen by you or (by: opponent) your opponent, is killed",
			fields:  "by",
			readsBy: true,
			validate: func(s *Step) error {
				if s.By != "" && s.By != ByYou && s.By != ByOpponent {
					return fmt.Errorf("by must be you or opponent, not %q", s.By)
				}
				return nil
			},
			text: func(s Step) string {
				who := "you"
				if s.By == ByOpponent {
					who = "your opponent"
				}
				return "kill one of your personnel facing the dilemma, chosen by " + who
			},
			possible:  func(g *Game, ctx fxCtx, s *Step) bool { return len(g.killableFacing(ctx)) > 0 },
			run:       func(g *Game, ctx fxCtx, s Step) { g.killFacing(ctx, s) },
			undergoes: OutKill,
		},
	})
}

func allFacingConds() map[string]condEntry {
	return map[string]condEntry{
		"trigger-all-facing": {
			doc:     "every one of your personnel facing the dilemma is among the cards the trigger is about (a dilemma about to stop all of them)",
			example: "cond: trigger-all-facing",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				a, t := g.attempt, ctx.trig
				if a == nil || t == nil || a.player != ctx.p || a.dilemma == 0 {
					return false
				}
				rest, n := g.remaining(t), 0
				for _, id := range a.personnel {
					if g.cards[id].Controller != ctx.p {
						continue
					}
					if !slices.Contains(rest, id) {
						return false
					}
					n++
				}
				return n > 0
			},
			text: func(*Cond, condWords) string { return "and it reaches all of your personnel facing the dilemma" },
			slot: slotClause,
		},
	}
}

// killableFacing lists ctx.p's personnel facing the dilemma that may be
// killed.
func (g *Game) killableFacing(ctx fxCtx) []int {
	a := g.attempt
	if a == nil || a.dilemma == 0 || a.player != ctx.p {
		return nil
	}
	var out []int
	for _, id := range a.personnel {
		if c := g.cards[id]; c.Controller == ctx.p && c.Zone.InPlay() && !g.cannotActed(id, OutKill, ctx.src) {
			out = append(out, id)
		}
	}
	return out
}

// killFacing asks the chooser which, then kills it.
func (g *Game) killFacing(ctx fxCtx, s Step) {
	pool := g.killableFacing(ctx)
	if len(pool) == 0 {
		return
	}
	chooser := ctx.p
	if s.By == ByOpponent {
		chooser = ctx.p.Other()
	}
	var acts []action
	for _, id := range pool {
		id := id
		acts = append(acts, action{Option{Label: g.cardName(id), Action: ActPick, Card: id}, func() { g.killCards(ctx, []int{id}) }})
	}
	g.offer(chooser, KindSelect, fmt.Sprintf("%s: which of %s's personnel facing the dilemma is killed?", g.cardName(ctx.src), g.players[ctx.p].Name), acts)
}
