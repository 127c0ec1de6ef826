package game

import "slices"

// gain-skill from: target-present — the personnel gaining picks one skill
// that another personnel present with it, matching the step's filter, has
// now (gained skills included; one level: Glossary: skills). The source
// is read from the one gaining, not from the card whose text it is: an
// interrupt played from hand is present with nobody (Interspatial
// Fissures, 20V009: one of your personnel facing a dilemma gains a skill
// of a Treachery personnel present). Anyone's personnel present count,
// as the text does not say whose; the player must be able to consider
// them (Game.considers).

// GainFromTargetPresent is the from value of gain-skill described above.
const GainFromTargetPresent = "target-present"

// gainFromTargetPresentWords names the skill source: "a skill of a
// Treachery personnel present".
func gainFromTargetPresentWords(s Step) string {
	n := s.Filter.Text("personnel")
	return "a skill of " + article(n) + " " + n + " present with it"
}

// skillsPresentWithTarget lists, in the skill order, the skills the other
// personnel present with card id that f matches have now.
func (g *Game) skillsPresentWithTarget(p Player, id int, f *Filter) []string {
	var out []string
	for _, x := range g.presentPool(id) {
		if x == id || g.cards[x].Card.Type != Personnel || !g.considers(p, x) || !g.matches(f, x) {
			continue
		}
		ss := g.skills(x)
		for _, k := range Skills() {
			if ss.Level(k) > 0 && !slices.Contains(out, k) {
				out = append(out, k)
			}
		}
	}
	slices.SortFunc(out, func(a, b string) int { return slices.Index(Skills(), a) - slices.Index(Skills(), b) })
	return out
}

// someTargetCanGainFromPresent reports whether a target of the step has
// a skill to gain from a personnel present with it.
func (g *Game) someTargetCanGainFromPresent(ctx fxCtx, s *Step) bool {
	return slices.ContainsFunc(g.timedTargets(ctx, s), func(id int) bool {
		return len(g.skillsPresentWithTarget(ctx.p, id, s.Filter)) > 0
	})
}
