package game

import "fmt"

// Builders of labels and prompts for the most frequent decisions (see
// text_decision.go). Each reads only the option and the game, which does
// not change while the decision waits, so the text is what building it
// when the decision was posed would have given; being plain functions,
// not closures, they cost no allocation per option.

func playDrawPrompt(g *Game) string {
	return fmt.Sprintf("Play and draw cards: %d counter(s) left", g.counter)
}

func beamLabel(g *Game, o *Option) string { return "Beam personnel at " + g.cardName(o.Target) }

// beamRouteLabel: Card and Target are ships or 0 (the surface), at least
// one of them a ship at the mission.
func beamRouteLabel(g *Game, o *Option) string {
	ship := g.cards[max(o.Card, o.Target)]
	m := ship.Where
	cost := attemptCostText(g.beamRouteCost(ship.Controller, m, beamRoute{o.Card, o.Target})) // vocab_beam_cost.go
	return fmt.Sprintf("From %s to %s%s", g.locName(m, o.Card), g.locName(m, o.Target), cost)
}

// moveLabel: the ship Card is still at the mission it would leave. What
// tells moves apart (ship, destination, range) comes first; where the
// ship is, shared by all its moves, last, where a narrow screen cuts.
func moveLabel(g *Game, o *Option) string {
	s, to := o.Card, o.Target
	from := g.cards[s].Where
	return fmt.Sprintf("Move %s to %s (range %d of %d) from %s",
		g.cardName(s), g.cardName(to), g.moveNeed(s, from, to, g.moveCost(from, to)), g.rangeLeft(s), g.cardName(from))
}

// dilemmaChoiceLabel: Card is a drawn dilemma; the attempt stands still
// while the choice is asked.
func dilemmaChoiceLabel(g *Game, o *Option) string {
	c := g.cards[o.Card].Card
	if mt := g.cards[g.attempt.mission].Card.MissionType; !dilemmaFits(c, mt) {
		// Legal to choose, but it will not be faced (Rulebook: Facing
		// Dilemmas — a dilemma of the wrong type is overcome). The mark
		// sits by the cost, where a narrow screen still shows it.
		return fmt.Sprintf("%s (%s, cost %d; will be overcome) — a %s dilemma at a %s mission is not faced",
			c.Name(), c.DilemmaType, c.CostValue(), c.DilemmaType, mt)
	}
	return fmt.Sprintf("%s (%s, cost %d)", c.Name(), c.DilemmaType, c.CostValue())
}

// chooseDilemmasPrompt states the budget left for the dilemmas chosen: a
// dilemma set aside to go on top of the stack (Uninvited) is faced first
// and counts against the total (Rulebook: Facing Dilemmas).
func chooseDilemmasPrompt(g *Game) string {
	a := g.attempt
	budget := fmt.Sprintf("total cost up to %d", a.limit)
	if n, cost := g.asideDilemmas(a.player.Other()); n > 0 {
		what := "dilemma"
		if n > 1 {
			what = fmt.Sprintf("%d dilemmas", n)
		}
		budget = fmt.Sprintf("total cost up to %d: %d less %d for the %s you set aside, faced first", max(0, a.limit-cost), a.limit, cost, what)
	}
	return fmt.Sprintf("Choose dilemmas for %s's %d personnel at %s (%s); first pick is faced first",
		g.players[a.player].Name, len(a.personnel), g.cardName(a.mission), budget)
}

// discardExcessPrompt: the active player discards down to seven cards.
func discardExcessPrompt(g *Game) string {
	return fmt.Sprintf("Discard %d card(s) down to seven", len(g.players[g.active].Hand)-7)
}

// cardNameLabel: the option is its card.
func cardNameLabel(g *Game, o *Option) string { return g.cardName(o.Card) }
