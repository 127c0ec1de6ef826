package game

import "slices"

// kill with to: attempting (and random): one of your personnel in the
// mission attempt under way (or about to fail), picked at random, is
// killed (Empok Nor, Deadly Salvage, 42V005: as its player's personnel
// are about to face a dilemma there, one of them). Only personnel still
// attempting count: a stopped one has left the attempt and faces nothing
// (Glossary: attempting missions). A personnel that cannot be killed is
// not picked (Rulebook: Facing Dilemmas); "about to be killed" and "when
// randomly selected" responses answer as for any kill.

// ToAttempting: the step reaches your personnel attempting a mission.
const ToAttempting = "attempting"

// killableAttempting: your unstopped personnel involved in the attempt
// that the filter matches and that could be killed.
func (g *Game) killableAttempting(ctx fxCtx, s *Step) []int {
	return slices.DeleteFunc(g.involvedNow(ctx), func(id int) bool {
		c := g.cards[id]
		return c.Stopped || c.Controller != ctx.p || !g.matches(s.Filter, id) || g.cannot(id, OutKill)
	})
}
