package game

import "fmt"

// A dilemma letting a player pick any ship at a mission and put it at
// another one, its Range for the turn then spent (Artificial
// Wormhole, 16V002). The ship may be either player's, wherever it is; the
// mission, any other in play. It is placed, not moved (Glossary: place):
// no Range is needed and nothing answering a move answers; its crew and
// cargo go with it. Then all of its Range this turn counts as spent
// (its Range as it is now), so it cannot move again this turn unless
// something gives it more.

// DoRelocateShip: the performer picks a ship somewhere and puts it at
// another mission; it has no Range left this turn.
const DoRelocateShip = "relocate-ship"

func init() { registerVerbs(relocateShipVerbs()) }

func relocateShipVerbs() map[string]verb {
	return map[string]verb{
		DoRelocateShip: {
			doc: "the performer takes any ship in play at a mission, either player's, and places it at a different mission in play (not moved); that ship then has no Range left this turn",
			text: func(Step) string {
				return "pick any ship at a mission and put it at another mission (not a move); that ship has no Range left this turn"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.relocations()) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.relocateShip(ctx) },
		},
	}
}

// relocation is a ship and a mission it may be placed at.
type relocation struct{ ship, to int }

// relocations lists every ship at a mission with every other mission in
// play, in mission row order.
func (g *Game) relocations() []relocation {
	var ms []int
	for _, ps := range g.players {
		ms = append(ms, ps.Missions...)
	}
	var out []relocation
	for _, m := range ms {
		for _, s := range g.cards[m].Ships {
			for _, to := range ms {
				if to != m {
					out = append(out, relocation{s, to})
				}
			}
		}
	}
	return out
}

// relocateShip has ctx.p pick a ship and a different mission, places the
// ship there and spends its Range for the turn.
func (g *Game) relocateShip(ctx fxCtx) {
	var acts []action
	for _, r := range g.relocations() {
		acts = append(acts, action{Option{Label: fmt.Sprintf("Place %s from %s at %s", g.cardName(r.ship), g.cardName(g.cards[r.ship].Where), g.cardName(r.to)),
			Action: ActPick, Card: r.ship, Target: r.to}, func() {
			from := g.cards[r.ship].Where
			g.place(r.ship, ZAtMission, r.to)
			g.cards[r.ship].RangeUsed = max(g.cards[r.ship].RangeUsed, g.shipRange(r.ship))
			g.changed(r.ship) // rules_loops_cards.go
			if a := g.attempt; a != nil {
				a.acted = true
			}
			g.emit(Event{Kind: "placed", Player: ctx.p, Cards: []int{r.ship, r.to}, Text: fmt.Sprintf("%s places %s from %s at %s; it has no Range left this turn.",
				g.players[ctx.p].Name, g.ref(r.ship), g.ref(from), g.ref(r.to))})
		}})
	}
	if len(acts) > 0 {
		g.offer(ctx.p, KindSelect, "Place which ship at which mission?", acts)
	}
}
