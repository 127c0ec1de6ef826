package game

import "fmt"

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
			doc:      "unstop each of your stopped personnel in play matching filter",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "unstop each of your stopped " + s.Filter.Text("personnel")
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.stoppedPersonnel(ctx.p, s.Filter)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.unstopAll(ctx, g.stoppedPersonnel(ctx.p, s.Filter)) },
		},
	}
}

// unstopAll unstops the cards ids for ctx's text and logs it once
// (unstop-each, unstop-here).
func (g *Game) unstopAll(ctx fxCtx, ids []int) {
	for _, id := range ids {
		g.cards[id].Stopped = false
	}
	if len(ids) > 0 {
		g.emit(Event{Kind: "unstop", Player: ctx.p, Cards: ids, Text: fmt.Sprintf("%s: %s unstopped.", g.ref(ctx.src), g.refs(ids))})
	}
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
