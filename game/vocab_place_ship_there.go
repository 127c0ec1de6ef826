package game

import "fmt"

// place-ship-at-mission with a filter: the ship placed is one of its
// player's ships at the mission of what triggered the text (an opponent's
// failed mission attempt: Effective Deterrent, 40V012), one the filter
// matches, picked by that player; it is placed, not moved (Glossary:
// place), at another mission that player commands, its crew with it.
// Whether it is staffed does not matter.

// triggerMission is the mission of the trigger the text answers, or the
// mission the text acts at.
func (g *Game) triggerMission(ctx fxCtx) int {
	if ctx.trig != nil && ctx.trig.Mission != 0 {
		return ctx.trig.Mission
	}
	return ctx.mission
}

// placeableShipsThere lists ctx.p's ships at the trigger's mission that
// the step's filter matches and that have a mission to go to.
func (g *Game) placeableShipsThere(ctx fxCtx, st *Step) []int {
	m := g.triggerMission(ctx)
	if m == 0 {
		return nil
	}
	var out []int
	for _, s := range g.cards[m].Ships {
		sc := g.cards[s]
		if sc.Controller != ctx.p || !g.considers(ctx.p, s) || !g.matches(st.Filter, s) {
			continue
		}
		c := ctx
		c.ship = s
		if len(g.shipDestinations(c, st.Target)) > 0 {
			out = append(out, s)
		}
	}
	return out
}

// placeShipThere asks for the ship (when there are several), then runs
// the step as for the ship a personnel is aboard.
func (g *Game) placeShipThere(ctx fxCtx, st Step) {
	ships := g.placeableShipsThere(ctx, &st)
	place := func(s int) {
		c := ctx
		c.ship = s
		plain := st
		plain.Filter = nil
		registry[DoPlaceShipAtMission].run(g, c, plain)
	}
	switch len(ships) {
	case 0:
	case 1:
		place(ships[0])
	default:
		var acts []action
		for _, s := range ships {
			s := s
			acts = append(acts, action{Option{Label: fmt.Sprintf("Place %s", g.cardName(s)), Action: ActPick, Card: s}, func() { place(s) }})
		}
		g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": place which ship?", acts)
	}
}
