package game

// kill to: involved — a personnel in the mission attempt under way (or
// about to fail), anyone's, is killed: with random, one picked at random
// (Empok Nor, Deadly Salvage, 42V005: as its player's personnel are about
// to face a dilemma there, one of them). Only personnel still attempting
// count: a stopped one has left the attempt and faces nothing (Glossary:
// attempting missions). A random pick may fall on one that cannot be
// killed, and the kill is then ignored (Rulebook: Facing Dilemmas); a
// chosen one must be one that can. "About to be killed" and "when
// randomly selected" responses answer as for any kill.

// ToInvolved: the personnel involved in the attempt under way.
const ToInvolved = "involved"

// killInvolvedText words kill to: involved.
func killInvolvedText(s Step) string {
	if s.Random {
		return "kill one of the " + plural(s.Filter.Text("personnel")) + " attempting, picked at random"
	}
	return "kill one of the " + plural(s.Filter.Text("personnel")) + " attempting, chosen by you"
}

// killableInvolved lists the unstopped personnel involved in the attempt
// that s's filter matches (with random, those that cannot be killed too).
func (g *Game) killableInvolved(ctx fxCtx, s *Step) []int {
	var out []int
	for _, id := range g.involvedNow(ctx) {
		c := g.cards[id]
		if c.Card.Type == Personnel && !c.Stopped && g.matches(s.Filter, id) && (s.Random || g.mayUndergoBy(ctx.src, s, id)) {
			out = append(out, id)
		}
	}
	return out
}
