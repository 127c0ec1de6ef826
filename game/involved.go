package game

import "fmt"

// involvedVerbs: verbs about the cards involved in a combat or an
// engagement.
func involvedVerbs() map[string]verb {
	return map[string]verb{
		// kill-random-involved: kill one of the opponent's personnel involved
		// in the combat or engagement being resolved, picked at random.
		DoKillRandomInvolved: {
			text: func(Step) string { return "kill a random opposing personnel involved" },
			run:  func(g *Game, ctx fxCtx, _ Step) { g.killRandomInvolved(ctx) },
		},
	}
}

// DoKillRandomInvolved names the verb above.
const DoKillRandomInvolved = "kill-random-involved"

// opponentsInvolved lists the opponent's personnel involved: in a combat,
// those present; in an engagement, those aboard the opponent's ships
// involved (Rulebook: Combat; Engagements).
func (g *Game) opponentsInvolved(p Player) []int {
	if len(g.combatTheirs) > 0 {
		return g.combatTheirs
	}
	var out []int
	if en := g.engagement; en != nil {
		for _, s := range en.theirs {
			for _, id := range g.cards[s].Aboard {
				if c := g.cards[id]; c.Card.Type == Personnel && c.Controller == p.Other() {
					out = append(out, id)
				}
			}
		}
	}
	return out
}

func (g *Game) killRandomInvolved(ctx fxCtx) {
	pool := g.opponentsInvolved(ctx.p)
	if len(pool) == 0 {
		return
	}
	id := pool[g.rng.IntN(len(pool))]
	owner := g.cards[id].Controller
	g.leavePlay(id, ZDiscard)
	g.emit(Event{Kind: OutKill, Player: owner, Cards: []int{id}, Text: fmt.Sprintf("%s is killed.", g.cardName(id))})
	g.fire(&Trigger{Kind: TrigKilled, Player: owner, Cards: []int{id}, Source: ctx.src}, nil)
}
