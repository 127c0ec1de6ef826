package game

import (
	"fmt"
	"slices"
)

// After a combat or an engagement won (the trigger's Against: the losing
// side's cards involved; Rulebook: Engagements – the personnel aboard the
// ships involved are involved), the losing player picks one of his or
// her own personnel involved, still in play, and places it on top of its
// owner's deck (Maquis Raider, 2C172). The loser chooses: the text has
// the loser do it.

// DoLoserToDeckTop: the loser places one of their personnel involved on
// top of its owner's deck.
const DoLoserToDeckTop = "loser-to-deck-top"

func init() {
	registerVerbs(map[string]verb{
		DoLoserToDeckTop: {
			doc: "(combat-won or engagement-won) the losing player picks one of his or her personnel involved and places it on top of its owner's deck",
			text: func(Step) string {
				return "the losing player puts one of his or her personnel involved on top of its owner's deck"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.losersInvolved(ctx)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.loserToDeckTop(ctx) },
		},
	})
}

// losersInvolved lists the losing side's personnel involved in the combat
// or engagement ctx answers, still in play, and commanded by a player
// other than the winner.
func (g *Game) losersInvolved(ctx fxCtx) []int {
	if ctx.trig == nil {
		return nil
	}
	var out []int
	for _, id := range ctx.trig.Against {
		c := g.cards[id]
		if c.Card.Type == Personnel && c.Zone.InPlay() && c.Controller != ctx.p && !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// loserToDeckTop has the loser pick one of losersInvolved; it goes on top
// of its owner's deck.
func (g *Game) loserToDeckTop(ctx fxCtx) {
	pool := g.losersInvolved(ctx)
	if len(pool) == 0 {
		return
	}
	loser := g.cards[pool[0]].Controller
	var acts []action
	for _, id := range pool {
		id := id
		acts = append(acts, action{Option{Label: "Place " + g.cardName(id) + " on top of its owner's deck", Action: ActPick, Card: id}, func() {
			owner := g.cards[id].Owner
			g.leavePlay(id, ZDeck)
			g.toDeckTop(id)
			g.emit(Event{Kind: "deck-top", Player: loser, Cards: g.one(id),
				Text: fmt.Sprintf("%s is placed on top of %s's deck.", g.ref(id), g.players[owner].Name)})
		}})
	}
	g.offer(loser, KindSelect, g.cardName(ctx.src)+": which of your personnel involved goes on top of its owner's deck?", acts)
}
