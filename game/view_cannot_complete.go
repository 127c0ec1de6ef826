package game

import "slices"

// What a player's view tells of their own missions they could attempt
// but not complete: a mission whose text forbids completing it while
// something holds (vocab_cannot_complete.go: Evacuate Colony, 1U165;
// Intercept Maquis, 1U175). The answer comes from the rule itself
// (mayComplete), read as the requirements check of an attempt begun now
// would read it, so a bot deciding whether to attempt needs no copy of
// the rule. It reads only what the player may see: the mission, its
// surface and the player's own ships and crews.

// crewCannotComplete reports whether p's crew at p's mission m now (the
// unstopped personnel on the planet, or p's ships at the space mission
// with their crews) could attempt m but its text would forbid completing
// it. With nobody who could attempt, or while another attempt is under
// way, it reports false: there is no such crew to ask about.
func (g *Game) crewCannotComplete(p Player, m int) bool {
	mc := g.cards[m]
	if mc.Controller != p || mc.Completed || mc.Card.MissionType == Headquarters {
		return false
	}
	if srcs, _ := g.sourcesOf(fxCannot); len(srcs) == 0 {
		return false // nothing in play forbids anything: most games, most views
	}
	if a := g.attempt; a != nil {
		if a.player == p && a.mission == m {
			return !g.mayComplete(m)
		}
		return false
	}
	var ships []int
	if mc.Card.MissionType == Planet {
		if !slices.ContainsFunc(mc.Surface, func(id int) bool { return g.attempter(p, id) }) {
			return false
		}
	} else if ships = g.attemptShips(p, m); len(ships) == 0 {
		return false
	}
	// The check as step 5 of an attempt made now would read it; the
	// stand-in attempt only answers conditions about who attempts, and is
	// gone before anything else looks.
	g.attempt = &attempt{player: p, mission: m, ships: ships}
	defer func() { g.attempt = nil }()
	if len(g.grantSources) > 0 { // a set given regardless of such text (vocab_grant_requirements.go)
		var crew []int
		if ships == nil {
			crew = g.appendPlanetAttempters(nil, p, m)
		}
		for _, s := range ships {
			crew = g.appendShipAttempters(crew, p, s)
		}
		g.attempt.grant = g.standInGrant(m, crew)
	}
	return !g.mayComplete(m)
}
