package game

import "fmt"

// Builders of labels and prompts for the most frequent decisions (see
// decision_text.go). Each reads only the option and the game, which does
// not change while the decision waits, so the text is what building it
// when the decision was posed would have given; being plain functions,
// not closures, they cost no allocation per option.

func playDrawPrompt(g *Game) string {
	return fmt.Sprintf("Play and draw cards: %d counter(s) left", g.counter)
}

// playLabel: the card is in its owner's hand; Target is where it goes.
func playLabel(g *Game, o *Option) string {
	c := g.cards[o.Card]
	return fmt.Sprintf("Play %s %s (cost %d)", c.Card.Name(), g.destName(o.Target), g.playCost(c.Owner, c))
}

func beamLabel(g *Game, o *Option) string { return "Beam personnel at " + g.cardName(o.Target) }

// beamRouteLabel: Card and Target are ships or 0 (the surface), at least
// one of them a ship at the mission.
func beamRouteLabel(g *Game, o *Option) string {
	m := g.cards[max(o.Card, o.Target)].Where
	return fmt.Sprintf("From %s to %s", g.locName(m, o.Card), g.locName(m, o.Target))
}

// moveLabel: the ship Card is still at the mission it would leave.
func moveLabel(g *Game, o *Option) string {
	s, to := o.Card, o.Target
	from := g.cards[s].Where
	return fmt.Sprintf("Move %s from %s to %s (range %d of %d)",
		g.cardName(s), g.cardName(from), g.cardName(to), g.moveCost(from, to), g.rangeLeft(s))
}

func planetAttemptLabel(g *Game, o *Option) string {
	mc := g.cards[o.Target]
	return fmt.Sprintf("Attempt %s with %d personnel", mc.Card.Name(), len(g.planetAttempters(mc.Controller, o.Target)))
}

func drawnDilemmaLabel(g *Game, o *Option) string {
	c := g.cards[o.Card].Card
	return fmt.Sprintf("%s (%s, cost %d)", c.Name(), c.DilemmaType, c.CostValue())
}

func chooseDilemmasPrompt(g *Game) string {
	a := g.attempt
	return fmt.Sprintf("Choose dilemmas for %s's %d personnel at %s (total cost up to %d); first pick is faced first",
		g.players[a.player].Name, len(a.personnel), g.cardName(a.mission), a.limit)
}

// useLabel is the label of using an ability of c with this effect; a
// window gathers responses several times, so rendering the effect waits
// until someone reads it.
func useLabel(c *Card, effect []Step) func(*Game, *Option) string {
	return func(*Game, *Option) string { return fmt.Sprintf("Use %s: %s", c.Name(), clauses(effect)) }
}
