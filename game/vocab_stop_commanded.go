package game

import (
	"fmt"
	"slices"
)

// Stopping a number of your own personnel wherever they are, usually as
// a cost ("stop six [Kli] Leadership personnel you command to ...":
// K'mpec, Protector of the Empire, 17V069). The player picks which; only
// unstopped personnel that may be stopped count, so a cost that one of
// them could not pay is never offered (Glossary: costs, paid in full).

// DoStopCommanded: stop Count of your unstopped personnel matching
// Filter, chosen by you; with To "aboard", only personnel aboard this
// ship ("stop six personnel aboard": U.S.S. Bozeman, 22V052).
const DoStopCommanded = "stop-commanded"

func init() { registerVerbs(stopCommandedVerbs()) }

func stopCommandedVerbs() map[string]verb {
	return map[string]verb{
		DoStopCommanded: {
			doc:    "stop count of your unstopped personnel matching filter, wherever they are, chosen by you",
			fields: "count filter to any_number",
			validate: func(s *Step) error {
				if s.AnyNumber { // vocab_stop_any_number.go
					if s.Count != 0 || s.To != "" {
						return fmt.Errorf("any_number takes neither count nor to")
					}
					return s.Filter.validate()
				}
				if s.Count < 1 {
					return fmt.Errorf("needs a count of 1 or more")
				}
				if s.To != "" && s.To != "aboard" {
					return fmt.Errorf("to must be aboard (this ship's crew) or absent, not %q", s.To)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				if s.AnyNumber {
					return fmt.Sprintf("stop any number of %s you command", s.Filter.Text("personnel"))
				}
				if s.To == "aboard" {
					return fmt.Sprintf("stop %s %s aboard this ship", numberWord(s.Count), s.Filter.Text("personnel"))
				}
				return fmt.Sprintf("stop %s %s you command", numberWord(s.Count), s.Filter.Text("personnel"))
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return s.AnyNumber || len(g.stoppableCommanded(ctx, s)) >= s.Count
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				if s.AnyNumber {
					g.stopAnyNumber(ctx, s)
					return
				}
				g.stopCommanded(ctx, s)
			},
			undergoes: OutStop,
		},
	}
}

// stoppableCommanded lists ctx.p's unstopped personnel in play matching
// s.Filter that may be stopped.
func (g *Game) stoppableCommanded(ctx fxCtx, s *Step) []int {
	var out []int
	for _, c := range g.cards[1:] {
		if c.Card.Type != Personnel || !c.Zone.InPlay() || c.Controller != ctx.p || c.Stopped {
			continue
		}
		if s.To == "aboard" && (c.Zone != ZAboard || c.Where != ctx.src) {
			continue // to: aboard, only this ship's crew (U.S.S. Bozeman, 22V052)
		}
		if g.considers(ctx.p, c.ID) && g.matches(s.Filter, c.ID) && !g.cannot(c.ID, OutStop) {
			out = append(out, c.ID)
		}
	}
	return out
}

// stopCommanded has ctx.p pick s.Count of them, one at a time, then stops
// them together (one action).
func (g *Game) stopCommanded(ctx fxCtx, s Step) {
	pool := g.stoppableCommanded(ctx, &s)
	if len(pool) <= s.Count {
		g.stopCards(ctx, pool)
		return
	}
	var picked []int
	var next func()
	next = func() {
		if len(picked) == s.Count {
			g.stopCards(ctx, picked)
			return
		}
		var acts []action
		for _, id := range pool {
			if slices.Contains(picked, id) {
				continue
			}
			id := id
			acts = append(acts, action{Option{Label: "Stop " + g.cardName(id), Action: ActPick, Card: id}, func() {
				picked = append(picked, id)
				next()
			}})
		}
		g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: stop which personnel? (%d of %d)", g.cardName(ctx.src), len(picked)+1, s.Count), acts)
	}
	next()
}
