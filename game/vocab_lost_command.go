package game

import "slices"

// "When … loses command of …" (Glossary: command): a player stops
// commanding a card that was in play when it leaves play (discarded,
// destroyed, killed, removed, returned to hand or deck, captured into a
// brig) or when another player takes command of it while it stays in
// play (an event given to the opponent's core, a personnel given away).
// Being stopped is not losing command (Glossary: stopped). The engine
// fires lost-command at each such moment: place (game.go) for a card
// leaving play, commandPassed for a change of command in play. Its
// Player is the one who lost command, its card the one concerned.
//
// A card's text about itself (Under Siege, 20V005, goes back to its
// owner's hand as soon as anyone stops commanding it) answers
// from wherever the card went, as text about a card's own death does
// (vocab_self_killed.go): its owner uses it, once, for this loss.

// lostCommand fires lost-command for card id, which player p commanded
// until now. Called as the card moves: the window runs once the step
// moving it is done (it is pushed on the stack).
func (g *Game) lostCommand(p Player, id int) {
	if g.lib == nil {
		return
	}
	k := busKind(TrigLostCommand)
	own := ownLostCommandListens(g.cards[id].Card)
	if !own && !g.windowOpens(k) {
		return
	}
	t := g.trigs.take(Trigger{Kind: TrigLostCommand, Player: p, Cards: g.one(id), Held: g.heldBy(id)})
	if own {
		g.triggerWindow(t, TrigLostCommand, k) // its own text answers from out of play, where windowOpens does not look
		return
	}
	g.fire(t, nil)
}

// commandPassed: player to takes command of card id, in play, from the
// player who commanded it; that player has lost command of it.
func (g *Game) commandPassed(id int, to Player) {
	c := g.cards[id]
	from := c.Controller
	c.Controller = to
	g.changed(c.ID) // rules_loops_cards.go
	if from != to && c.Zone.InPlay() {
		g.lostCommand(from, id)
		g.gainedCommand(id) // vocab_gained_command.go
	}
}

// ownLostCommandListens reports whether c has text about losing command
// of itself.
func ownLostCommandListens(c *Card) bool {
	return slices.ContainsFunc(c.Abilities, func(a Ability) bool { return a.When == TrigLostCommand && a.On == "self" })
}
