package game

import (
	"errors"
	"fmt"
	"slices"
)

// Unstopping a few chosen personnel at a mission: Fel, Hands-on (26V030)
// unstops up to two stopped Breen at the mission whose attempt failed,
// then as many stopped [Dom] personnel there. "At this mission" takes in
// the planet or headquarters and every ship there (Ruling: At This
// Mission); the mission is the trigger's (the one attempted), else the
// one the card was at when its text began, so a card removed to pay the
// cost still acts there. Unstopping moves nothing (Glossary: stopped).

// DoUnstopUpToHere unstops up to Count of the performer's stopped
// personnel at this mission that Filter matches, then (With) as many of
// those matching With as the first picks unstopped.
const DoUnstopUpToHere = "unstop-up-to-here"

func init() { registerVerbs(unstopUpToVerbs()) }

func unstopUpToVerbs() map[string]verb {
	return map[string]verb{
		DoUnstopUpToHere: {
			doc:    "unstop up to count of your stopped personnel at this mission (the trigger's; on it or aboard a ship there) matching filter, your picks; with: then as many of your stopped personnel there matching with as were unstopped first",
			fields: "count filter with",
			validate: func(s *Step) error {
				if s.Count < 1 {
					return errors.New("needs a count of at least 1")
				}
				if err := s.With.validate(); err != nil {
					return err
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				out := fmt.Sprintf("unstop up to %s of your stopped %s at this mission", numberWord(s.Count), s.Filter.Text("personnel"))
				if s.With != nil {
					out += ", then as many of your stopped " + s.With.Text("personnel") + " there"
				}
				return out
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.stoppedAtMission(ctx, s.Filter)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.unstopUpTo(ctx, s) },
		},
	}
}

// stoppedAtMission lists ctx.p's stopped personnel f matches at the
// trigger's mission (else ctx's).
func (g *Game) stoppedAtMission(ctx fxCtx, f *Filter) []int {
	m := g.stopMission(ctx)
	if m == 0 {
		return nil
	}
	var out []int
	for _, id := range g.stoppedPersonnel(ctx.p, f) {
		if g.missionOf(id) == m {
			out = append(out, id)
		}
	}
	return out
}

// unstopUpTo lets ctx.p pick up to s.Count of the stopped personnel s.Filter
// matches, one at a time (stopping when they like), then unstops as many
// matching s.With, their picks, or every one there when fewer remain.
func (g *Game) unstopUpTo(ctx fxCtx, s Step) {
	var picked []int
	var pick func(f *Filter, n int, upTo bool, then func())
	pick = func(f *Filter, n int, upTo bool, then func()) {
		pool := g.stoppedAtMission(ctx, f)
		if n == 0 || len(pool) == 0 {
			then()
			return
		}
		var acts []action
		for _, id := range pool {
			id := id
			acts = append(acts, action{Option{Label: "Unstop " + g.cardName(id), Action: ActPick, Card: id}, func() {
				g.unstopAll(ctx, []int{id})
				picked = append(picked, id)
				pick(f, n-1, upTo, then)
			}})
		}
		if upTo {
			acts = append(acts, action{Option{Label: "Unstop no more", Action: ActPick}, then})
		}
		g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": unstop which personnel?", acts)
	}
	pick(s.Filter, s.Count, true, func() {
		if s.With == nil {
			return
		}
		first := slices.Clone(picked)
		pick(s.With, len(first), false, func() {})
	})
}
