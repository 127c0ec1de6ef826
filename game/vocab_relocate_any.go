package game

// Placing a personnel just played on any headquarters mission or planet
// mission, any player's: Vakis, Misinformed Operative (26V052) sends his
// player's Assassin there. The card is placed, not moved or beamed
// (Glossary: place); a space mission has no surface, so it is not one of
// the places (Rulebook: Mission).

// RelocateHQOrPlanet is relocate-subject's to for any player's
// headquarters or planet mission.
const RelocateHQOrPlanet = "any-hq-or-planet"

// hqOrPlanetMissions lists every headquarters and planet mission in play,
// each player's, other than the one c lies on.
func (g *Game) hqOrPlanetMissions(c *Inst) []int {
	var out []int
	for p := range g.players {
		for _, m := range g.players[p].Missions {
			mc := g.cards[m]
			if mc.Card.MissionType == Space || (c.Zone == ZSurface && c.Where == m) {
				continue
			}
			out = append(out, m)
		}
	}
	return out
}
