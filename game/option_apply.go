package game

import "fmt"

// What the most frequent options do, as plain functions of the option
// (action.run): a decision with twenty moves then needs no closure per
// move. Each reads the state the decision was posed in, which choosing
// does not change before it runs.

// applyDraw draws a card for a counter (Rulebook: 1. Play and Draw Cards).
func applyDraw(g *Game, _ *Option) {
	g.counter--
	g.draw(g.active, 1)
	g.push(g.stepFn(stepPlayDraw))
}

// applyPlay plays the card (Card, in the active player's hand) at Target,
// paid for plainly (no optional cost ability).
func applyPlay(g *Game, o *Option) {
	g.push(g.stepFn(stepPlayDraw)) // after anything playing the card schedules
	g.playFromHand(g.active, o.Card, o.Target, playVariant{ability: -1})
}

// playLabel words a plain play option (see applyPlay).
func playLabel(g *Game, o *Option) string {
	c := g.cards[o.Card]
	cost, _ := g.costToPlayAt(g.active, c, -1, o.Target) // vocab_playing_with.go
	return playOptionLabel(g, c.Card, o.Target, cost, "")
}

// playOptionLabel words playing c at dest for cost; way says how it is
// paid for when not plainly. The card and its cost come first: the
// destination is often the same for every play, and a narrow screen cuts
// a label's end.
func playOptionLabel(g *Game, c *Card, dest, cost int, way string) string {
	return fmt.Sprintf("Play %s (cost %d%s)%s", c.Name(), cost, way+playCostNote(c), g.destName(c, dest))
}

func applyEndPlayDraw(g *Game, _ *Option) { g.push(g.stepFn(stepBeginOrders)) }

// applyEndOrders ends the Execute Orders segment.
func applyEndOrders(g *Game, _ *Option) { g.push(g.stepFn(stepDiscardExcess)) }

// applyMove moves the option's ship (Card) from where it is to Target and
// goes on with orders; its commander is the player moving it.
func applyMove(g *Game, o *Option) {
	s, to := o.Card, o.Target
	from := g.cards[s].Where
	if len(g.cards[s].Damage) > 0 && len(g.moveStopFilters(s)) > 0 { // vocab_damage_move_stop.go
		g.payMoveStops(s, func() { moveOrdered(g, s, from, to) }) // made only here: a closure per move was 1% of a strong bot's bytes
		return
	}
	moveOrdered(g, s, from, to)
}

// moveOrdered moves ship s from from to to, as ordered (applyMove).
func moveOrdered(g *Game, s, from, to int) {
	if len(g.cards[from].On) > 0 && g.aboutToLeave(s, from, to) { // vocab_lasting_ship_leaving.go
		return
	}
	g.push(g.stepFn(stepOrders)) // after the text answering the move (vocab_ship_moved.go)
	g.moveShip(g.cards[s].Controller, s, from, to, g.moveNeed(s, from, to, g.moveCost(from, to)))
}

// applyBeam asks where to beam at the option's mission (Target).
func applyBeam(g *Game, o *Option) { g.askBeamRoute(g.active, o.Target) }

// applyBeamRoute asks which cards beam along the route from Card to Target
// (ships, or 0 for the surface) at the mission where the ship is.
func applyBeamRoute(g *Game, o *Option) {
	m := g.cards[max(o.Card, o.Target)].Where
	g.askBeamCards(g.cards[max(o.Card, o.Target)].Controller, m, beamRoute{o.Card, o.Target})
}
