package game

// gain-skill from: any-new: a skill picked by the player among those the
// gainer lacks (Aamin Marritza, Honorable Patriot, 4U116). The choice
// is any of the skills the personnel gaining it lacks as the step runs,
// gained ones counting as had (Rulebook: Skills).

// GainFromAnyNew names the source.
const GainFromAnyNew = "any-new"

// skillsLacking lists the skills personnel id does not have now.
func (g *Game) skillsLacking(id int) []string {
	have := g.skills(id)
	var out []string
	for i, k := range skillNames {
		if have[i] <= 0 {
			out = append(out, k)
		}
	}
	return out
}
