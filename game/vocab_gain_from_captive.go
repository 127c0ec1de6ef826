package game

import "slices"

// gain-skill from: captive-or-holoprogram: one skill, one level, of a
// personnel in the player's brig (the player's captive: an opponent's
// personnel there, Rulebook: Brig and Captives) or of a personnel lying on
// a Holoprogram event in the player's core (James Moriarty, Awakened
// Nemesis, 39V014). Neither is in play, so each is read as printed: its
// listed skills (Glossary: skills — a single skill gained from another
// personnel is one level of it). The player picks the skill among all of
// theirs; with none there, nothing can be gained and the step is not
// possible.

// GainFromCaptiveOrHoloprogram names the source.
const GainFromCaptiveOrHoloprogram = "captive-or-holoprogram"

// KeywordHoloprogram: the keyword of the events holograms lie on.
const KeywordHoloprogram = "Holoprogram"

// onHoloprograms lists the personnel lying on the Holoprogram events in
// p's core.
func (g *Game) onHoloprograms(p Player) []int {
	var out []int
	for _, e := range g.players[p].Core {
		ec := g.cards[e]
		if ec.Controller != p || !g.hasKeyword(e, KeywordHoloprogram) {
			continue
		}
		for _, id := range ec.On {
			if g.cards[id].Card.Type == Personnel {
				out = append(out, id)
			}
		}
	}
	return out
}

// skillsOfCaptivesOrHolograms lists, in the order of the skill list, the
// skills printed on p's captives and on the personnel on p's Holoprogram
// events, each once.
func (g *Game) skillsOfCaptivesOrHolograms(p Player) []string {
	from := append(slices.Clone(g.players[p].Brig), g.onHoloprograms(p)...)
	var out []string
	for _, k := range Skills() {
		for _, id := range from {
			if g.cards[id].Card.printedSkills.Level(k) > 0 {
				out = append(out, k)
				break
			}
		}
	}
	return out
}
