package game

import (
	"fmt"
	"strings"
)

// A dilemma that places itself in the core of the player facing it and
// stays there with a standing restriction (Ingenious Jury-rig, 28V002).
// In a core it is in play, commanded by that player and still owned by
// the dilemma's owner (Rulebook: Command and Owner); like any card told
// where to go, it is not overcome (Rulebook: Facing Dilemmas). Its
// restriction is data (Lasting.NoReturnFromBeneath) read by
// mayReturnFromBeneath, which any text that returns a dilemma from
// beneath a mission to its owner's pile must ask first.

// DoPlaceCore: place this dilemma in the facing player's core.
const DoPlaceCore = "place-in-core"

// noReturnText words the restriction while the card lies in a core (in
// our words: no printed text).
const noReturnText = "a dilemma you own that lacks the Persistent keyword cannot return to your pile from under a mission your opponent commands and has not completed"

func init() {
	registerVerbs(map[string]verb{
		DoPlaceCore: {
			doc:         "the dilemma goes into the facing player's core and stays there, doing what lasting says",
			fields:      "lasting",
			dilemmaOnly: true,
			validate:    func(s *Step) error { return s.Lasting.validate() },
			text: func(s Step) string {
				return "place this dilemma in your core" + strings.Replace(lastingText(s.Lasting), "while it lies there", "while it is there", 1)
			},
			run: func(g *Game, _ fxCtx, _ Step) { g.placeInCore() },
		},
	})
}

// placeInCore: the dilemma being faced goes into the facing player's
// core, commanded by that player.
func (g *Game) placeInCore() {
	a := g.attempt
	d := a.dilemma
	if g.cards[d].Zone != ZStack {
		return // it has already gone elsewhere
	}
	a.acted, a.placed = true, true
	g.cards[d].Controller = a.player // the core is its controller's (Game.list)
	g.changed(d)                     // rules_loops_cards.go
	g.place(d, ZCore, 0)
	g.cards[d].FaceUp = true // a core's cards are in play, face up
	g.changed(d)             // rules_loops_cards.go
	g.emit(Event{Kind: "dilemma-placed", Player: a.player, Cards: g.one(d),
		Text: fmt.Sprintf("%s is placed in %s's core.", g.ref(d), g.players[a.player].Name)})
}

// mayReturnFromBeneath reports whether dilemma d, beneath a mission, may
// be returned to its owner's dilemma pile by game text: not while its
// owner has in core a card forbidding it, d lacks Persistent, and the
// mission is one the owner's opponent commands and has not completed.
func (g *Game) mayReturnFromBeneath(d int) bool {
	c := g.cards[d]
	if c.Zone != ZBeneath || c.Card.HasKeyword("Persistent") {
		return true
	}
	owner := c.Owner
	m := g.cards[c.Where]
	if m.Controller == owner || m.Completed {
		return true
	}
	for _, id := range g.players[owner].Core {
		if l := lastingOf(g.cards[id].Card); l != nil && l.NoReturnFromBeneath {
			return false
		}
	}
	return true
}
