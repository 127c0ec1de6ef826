package game

import (
	"fmt"
	"slices"
)

// Unstopping every stopped personnel of a kind at once: "you may unstop
// each of your stopped [Baj] personnel" (Shakaar Edon, First Minister of
// Bajor, 17V053). Unstopping is not an attempt's joining: the personnel
// stay where they are (Glossary: stopped, unstop).

// DoUnstopEach unstops each of the performer's stopped personnel in play
// that Filter matches.
const DoUnstopEach = "unstop-each"

func init() { registerVerbs(unstopEachVerbs()) }

func unstopEachVerbs() map[string]verb {
	return map[string]verb{
		DoUnstopEach: {
			doc:    "unstop each of your stopped personnel in play matching filter (to: involved: each of your ships and personnel the trigger names as involved, vocab_engagement_ended.go; to: present: only those present with this card, or where it was as it left play)",
			fields: "filter to",
			validate: func(s *Step) error {
				if s.To != "" && s.To != ToInvolved && s.To != ToPresent {
					return fmt.Errorf("unstop-each to must be %s, %s or absent, not %q", ToInvolved, ToPresent, s.To)
				}
				if s.To == ToInvolved && s.Filter != nil {
					return fmt.Errorf("unstop-each to: involved takes no filter")
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				if s.To == ToInvolved {
					return "unstop your ships that were in it and your personnel aboard them"
				}
				if s.To == ToPresent {
					return "unstop each of your other stopped " + s.Filter.Text("personnel") + " present with this card (or where it was as it left play)"
				}
				return "unstop each of your stopped " + s.Filter.Text("personnel")
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.toUnstop(ctx, s)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.unstopAll(ctx, g.toUnstop(ctx, &s)) },
		},
	}
}

// unstopAll unstops the cards ids for ctx's text and logs it once
// (unstop-each, unstop-here).
func (g *Game) unstopAll(ctx fxCtx, ids []int) {
	for _, id := range ids {
		g.cards[id].Stopped = false
		g.changed(id) // rules_loops_cards.go
	}
	if len(ids) > 0 {
		g.emit(Event{Kind: "unstop", Player: ctx.p, Cards: ids, Text: fmt.Sprintf("%s: %s unstopped.", g.ref(ctx.src), g.refs(ids))})
	}
}

// toUnstop lists the cards an unstop-each step unstops.
func (g *Game) toUnstop(ctx fxCtx, s *Step) []int {
	if s.To == ToInvolved {
		return g.stoppedInvolved(ctx)
	}
	ids := g.stoppedPersonnel(ctx.p, s.Filter)
	if s.To == ToPresent { // present with this card, or where it left play (a cost killed it: K'Temoc Long, 10U090)
		ids = slices.DeleteFunc(ids, func(id int) bool { return id == ctx.src || !g.presentOrWas(id, ctx.src) })
	}
	return ids
}

// stoppedPersonnel lists p's stopped personnel in play that f matches.
func (g *Game) stoppedPersonnel(p Player, f *Filter) []int {
	var out []int
	for _, c := range g.cards[1:] {
		if c.Card.Type == Personnel && c.Stopped && c.Controller == p && c.Zone.InPlay() && g.matches(f, c.ID) {
			out = append(out, c.ID)
		}
	}
	return out
}
