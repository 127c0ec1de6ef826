package game

import (
	"fmt"
	"slices"
)

// unstop-present: every stopped personnel present with this card that the
// filter matches is unstopped, whoever commands it (the text names
// stopped personnel, so it reaches them: Glossary: stopped). Unstopping
// does not make a personnel join a mission attempt (Rulebook: a personnel
// arriving after an attempt began is not in it unless an effect says
// so); this text lets those of the attempting player's at the attempt
// join it, as that player chooses, all or none (Lorian, Displaced
// Descendant, 20V041).

// DoUnstopPresent names the verb.
const DoUnstopPresent = "unstop-present"

func init() {
	registerVerbs(map[string]verb{
		DoUnstopPresent: {
			doc:      "unstop each stopped personnel present with this card matching filter, anyone's; those of yours at your mission attempt may join it, your choice",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "unstop each stopped " + s.Filter.Text("personnel") + " present (yours may then join your mission attempt there)"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.stoppedPresentAny(ctx, s.Filter)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.unstopPresent(ctx, s) },
		},
	})
}

// stoppedPresentAny lists the stopped personnel present with ctx.src that
// f matches, whoever commands them.
func (g *Game) stoppedPresentAny(ctx fxCtx, f *Filter) []int {
	if !g.cards[ctx.src].Zone.InPlay() {
		return nil
	}
	var out []int
	for _, id := range g.present(ctx.src) {
		c := g.cards[id]
		if c.Card.Type == Personnel && c.Stopped && g.matches(f, id) {
			out = append(out, id)
		}
	}
	return out
}

func (g *Game) unstopPresent(ctx fxCtx, s Step) {
	ids := g.stoppedPresentAny(ctx, s.Filter)
	if len(ids) == 0 {
		return
	}
	for _, id := range ids {
		g.cards[id].Stopped = false
		g.changed(id) // rules_loops_cards.go
	}
	g.emit(Event{Kind: "unstop", Player: ctx.p, Cards: slices.Clone(ids), Text: fmt.Sprintf("%s: %s unstopped.", g.shown(ctx.src), g.refs(ids))})
	// Present with this card, in the attempt: they are where it is made.
	a := g.attempt
	if a == nil || a.player != ctx.p || !slices.Contains(a.personnel, ctx.src) {
		return
	}
	var join []int
	for _, id := range ids {
		if g.cards[id].Controller == ctx.p && !slices.Contains(a.personnel, id) {
			join = append(join, id)
		}
	}
	if len(join) == 0 {
		return
	}
	g.offer(ctx.p, KindOptional, g.cardName(ctx.src)+": do the unstopped personnel join the mission attempt?", []action{
		{Option{Label: "They join the mission attempt: " + g.names(join), Action: ActPick}, func() {
			for _, id := range join {
				if g.cards[id].Zone.InPlay() && !slices.Contains(a.personnel, id) {
					a.personnel = append(a.personnel, id)
				}
			}
			g.emit(Event{Kind: "join", Player: ctx.p, Cards: slices.Clone(join), Text: fmt.Sprintf("%s join the mission attempt.", g.refs(join))})
		}},
		{Option{Label: "They stay out of the mission attempt", Action: ActEnd}, func() {}},
	})
}
