package game

import "fmt"

// Giving command of a personnel (Glossary: command – a card's controller
// may change by text): this personnel's player gives command of it to
// the opponent and places it aboard a ship that opponent commands, chosen
// by the giver (Seven of Nine, Prodigal Daughter, 18V021). With no such
// ship, or when the opponent already commands a copy of a unique
// personnel (Rulebook: Uniqueness), it cannot be done.

// DoGiveSelfAboard: give command of this personnel to your opponent,
// aboard a ship of theirs you choose.
const DoGiveSelfAboard = "give-self-aboard"

func init() {
	registerVerbs(map[string]verb{
		DoGiveSelfAboard: {
			doc: "give command of this personnel to your opponent and place it aboard a ship that opponent commands (you choose which)",
			text: func(Step) string {
				return "give command of this personnel to your opponent, placing it aboard a ship your opponent commands (you choose)"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.giveAboardShips(ctx)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.giveSelfAboard(ctx) },
		},
	})
}

// giveAboardShips lists the ships ctx's opponent commands that ctx's
// personnel could be given command aboard.
func (g *Game) giveAboardShips(ctx fxCtx) []int {
	c := g.cards[ctx.src]
	opp := ctx.p.Other()
	if c.Card.Type != Personnel || !c.Zone.InPlay() || c.Controller != ctx.p || (c.Card.Unique && g.commandsCopy(opp, c.Card)) {
		return nil
	}
	var out []int
	for _, m := range g.allMissions() {
		for _, s := range g.cards[m].Ships {
			if g.cards[s].Controller == opp {
				out = append(out, s)
			}
		}
	}
	return out
}

func (g *Game) giveSelfAboard(ctx fxCtx) {
	ships := g.giveAboardShips(ctx)
	give := func(ship int) {
		// Told while the giver still commands it, so the giver's log names it.
		g.emit(Event{Kind: "give", Player: ctx.p, Cards: []int{ctx.src, ship},
			Text: fmt.Sprintf("%s gives command of %s to %s, aboard %s.", g.players[ctx.p].Name, g.ref(ctx.src), g.players[ctx.p.Other()].Name, g.ref(ship))})
		g.place(ctx.src, ZAboard, ship)
		g.commandPassed(ctx.src, ctx.p.Other())          // vocab_lost_command.go
		g.firePlacedAboardOpponent(ctx.p, ctx.src, ship) // vocab_placed_aboard_opponent.go
	}
	switch len(ships) {
	case 0:
		return
	case 1:
		give(ships[0])
		return
	}
	acts := make([]action, 0, len(ships))
	for _, s := range ships {
		acts = append(acts, action{Option{Label: "Aboard " + g.cardName(s), Action: ActPick, Card: s}, func() { give(s) }})
	}
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: aboard which of your opponent's ships?", g.cardName(ctx.src)), acts)
}
