package game

import "slices"

// gain-skill from: at-opponent-mission — a skill one of your personnel
// matching the filter has now, that personnel being anywhere at a mission
// an opponent commands (on it, or aboard a ship there: Ruling: At This
// Mission): Navok, 35V035, takes a skill from a [Rom] personnel of his
// player's at an opponent's mission. Your stopped personnel cannot be
// considered by your text (Glossary: stopped); skills gained count
// (Glossary: skills).

// GainFromAtOpponentMission is the gain-skill source above.
const GainFromAtOpponentMission = "at-opponent-mission"

// skillsAtOpponentMissions lists, each once in the order of the skill
// list, the skills of ctx.p's personnel matching f at an opponent's
// mission, the source itself left out.
func (g *Game) skillsAtOpponentMissions(ctx fxCtx, f *Filter) []string {
	var have SkillSet
	for _, m := range g.allMissions() {
		if g.cards[m].Controller == ctx.p {
			continue
		}
		for _, id := range g.cardsAtMission(m) {
			c := g.cards[id]
			if c.Card.Type != Personnel || id == ctx.src || c.Controller != ctx.p || !g.considers(ctx.p, id) || !g.matches(f, id) {
				continue
			}
			ss := g.skills(id)
			for _, k := range Skills() {
				if ss.Level(k) > 0 {
					have.Add(k, 1)
				}
			}
		}
	}
	var out []string
	for _, k := range Skills() {
		if have.Level(k) > 0 && !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}

// gainFromFarWords words the source for card text.
func gainFromFarWords(s Step) string {
	f := s.Filter.Text("personnel")
	return "a skill of your " + f + " at an opponent's mission"
}
