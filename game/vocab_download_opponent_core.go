package game

import "fmt"

// download to: opponent-core: the event found is shown and taken into hand
// as any download (Rulebook: Download), then its player gives command of it
// to their opponent (Quark, Opportunistic Envoy, 33V043). A card in hand is
// commanded by nobody (Rulebook: Command and owner), so giving command of it
// puts it in play: it is placed, not played (Glossary: play and place), in
// that opponent's core, the place an event given away goes (give-command,
// vocab_give_command.go). Its player still owns it. Only an event that plays
// into a core may go there; any other card, or a unique one the opponent
// commands a copy of (Rulebook: Uniqueness), stays in hand.

// DownloadOpponentCore: the downloaded event then goes into the opponent's
// core, commanded by them.
const DownloadOpponentCore = "opponent-core"

// downloadedToOpponentCore moves the event just downloaded into ctx.p's
// hand to the core of ctx.p's opponent, who commands it from then on.
func (g *Game) downloadedToOpponentCore(ctx fxCtx, id int) {
	c := g.cards[id]
	to := ctx.p.Other()
	if c.Zone != ZHand || c.Owner != ctx.p || c.Card.Type != EventCard || !c.Card.Core || !g.mayTakeCommand(to, id) {
		return
	}
	c.Controller = to // the core is its controller's (Game.list)
	g.changed(c.ID)   // rules_loops_cards.go
	g.place(id, ZCore, 0)
	g.emit(Event{Kind: "give", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s gives command of %s to %s; it goes into their core.", g.players[ctx.p].Name, g.ref(c.ID), g.players[to].Name)})
}
