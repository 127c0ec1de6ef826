package game

import "fmt"

// bar-named-cost: after a name-number step of the same text, a lasting
// effect forbids playing cards whose printed cost is the number named
// (Gor, Thot, 13R056: each player, until the start of his player's next
// turn). The cost is the printed one, not what a play would pay after
// modifications (Rulebook: Paying costs — an effect that refers to a
// card's cost for anything but modifying it uses the printed cost; a
// card with none printed counts as 0). The effect belongs to the player
// whose text made it and does not depend on its card staying in play;
// it ends as that player's next turn begins (vocab_until_next_turn.go).
// Every way of playing a card asks playRequirementWhy, which asks
// playBarredByCost: the Play and Draw Cards plays, interrupts in
// response windows and as orders, and the plays text makes
// (download-play, reveal-bottom-play). Placing a card by text is not
// playing it, so it is not barred.

// DoBarNamedCost names the verb.
const DoBarNamedCost = "bar-named-cost"

// playBar is what a bar-named-cost effect forbids: playing a card of
// printed cost cost, by every player (whose any) or by the effect's
// player's opponent (whose opponent).
type playBar struct {
	cost  int
	whose string
}

func init() {
	registerVerbs(map[string]verb{
		DoBarNamedCost: {
			doc:    "after name-number: until the start of your next turn (until: next-turn), the players whose names (any: every player; opponent: your opponent) cannot play a card whose printed cost is the number named",
			fields: "whose until",
			validate: func(s *Step) error {
				if s.Whose != WhoseAny && s.Whose != WhoseOpponent {
					return fmt.Errorf("bar-named-cost needs whose: any or opponent")
				}
				if s.Until != UntilNextTurn {
					return fmt.Errorf("bar-named-cost needs until: %s", UntilNextTurn)
				}
				return nil
			},
			text: func(s Step) string {
				who := "no player may"
				if s.Whose == WhoseOpponent {
					who = "your opponent may not"
				}
				return "until " + untilPhrase(s.Until) + ", " + who + " play a card whose cost is the number named"
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				n, ok := g.plays.numbers[ctx.src]
				if !ok {
					return // nothing was named
				}
				g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, player: ctx.p, until: s.Until, bar: playBar{cost: n, whose: s.Whose}})
				who := "no player"
				if s.Whose == WhoseOpponent {
					who = g.players[ctx.p.Other()].Name
				}
				g.emit(Event{Kind: "effect", Player: ctx.p, Cards: g.one(ctx.src),
					Text: fmt.Sprintf("Until %s, %s may play a card of cost %d (%s).", g.untilLog(s.Until, ctx.p), who, n, g.ref(ctx.src))})
			},
		},
	})
}

// playBarredByCost is the cost named by a bar-named-cost effect that
// forbids p to play c now, or -1.
func (g *Game) playBarredByCost(p Player, c *Inst) int {
	for i := range g.turnFx {
		b := g.turnFx[i].bar
		if b.whose == "" || b.whose == WhoseOpponent && p == g.turnFx[i].player {
			continue
		}
		if c.Card.CostValue() == b.cost {
			return b.cost
		}
	}
	return -1
}
