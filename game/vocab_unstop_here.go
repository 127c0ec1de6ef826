package game

// Unstopping every stopped personnel of a kind at the mission where the
// card is: Krem, Unidentified Pirate (20V034) unstops his player's
// stopped [Fer] personnel at the mission he helped complete. "At this
// mission" takes in the planet or headquarters and every ship there, and
// the cards aboard them (Ruling: At This Mission). Unstopping moves
// nothing (Glossary: stopped, unstop).

// DoUnstopHere unstops each of the performer's stopped personnel at the
// source's mission that Filter matches.
const DoUnstopHere = "unstop-here"

func init() { registerVerbs(unstopHereVerbs()) }

func unstopHereVerbs() map[string]verb {
	return map[string]verb{
		DoUnstopHere: {
			doc:      "unstop each of your stopped personnel at this card's mission (on it or aboard a ship there) matching filter",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "unstop each of your stopped " + s.Filter.Text("personnel") + " at this mission"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.stoppedHere(ctx, s.Filter)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.unstopAll(ctx, g.stoppedHere(ctx, s.Filter)) },
		},
	}
}

// stoppedHere lists ctx.p's stopped personnel at the mission of ctx.src
// that f matches; none when the source is at no mission.
func (g *Game) stoppedHere(ctx fxCtx, f *Filter) []int {
	m := g.missionOf(ctx.src)
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
