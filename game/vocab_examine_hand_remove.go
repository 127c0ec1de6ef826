package game

import (
	"fmt"
	"slices"
)

// examine-hand-remove: the performer examines an opponent's hand and
// chooses a card of it (one the filter matches) to be removed from the
// game (Rovaran, 0P023: after winning an engagement, the loser's hand;
// in a two-player game the loser is the opponent). Glossary: examine (the
// hand is shown to the examining player alone); a card removed from the
// game lies face up, so the card chosen is then named to both players.
// With nothing in that hand that matches, the hand is still examined and
// nothing is removed.

// DoExamineHandRemove is the verb described above.
const DoExamineHandRemove = "examine-hand-remove"

func init() {
	registerVerbs(map[string]verb{
		DoExamineHandRemove: {
			doc:      "examine an opponent's hand and choose a card of it matching filter (any card when absent) to be removed from the game",
			fields:   "filter",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				n := s.Filter.Text("card")
				return "examine your opponent's hand and choose " + article(n) + " " + n + " of it to be removed from the game"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.players[ctx.p.Other()].Hand) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.examineHandRemove(ctx, s) },
		},
	})
}

func (g *Game) examineHandRemove(ctx fxCtx, s Step) {
	opp := ctx.p.Other()
	hand := slices.Clone(g.players[opp].Hand)
	if len(hand) == 0 {
		return
	}
	g.exposedByOpponent(ctx, opp) // vocab_exposed.go
	me, them := g.players[ctx.p].Name, g.players[opp].Name
	g.emit(Event{Kind: "examine", Player: ctx.p, Cards: hand, Private: true,
		Text:   fmt.Sprintf("%s examines %s's hand: %s.", me, them, g.refs(hand)),
		Public: fmt.Sprintf("%s examines %s's hand.", me, them)})
	var acts []action
	for _, id := range hand {
		if !s.Filter.MatchesCard(g.cards[id].Card) {
			continue
		}
		id := id
		acts = append(acts, action{Option{Label: "Remove " + g.cardName(id) + " from the game", Action: ActPick, Card: id}, func() {
			if g.cards[id].Zone != ZHand {
				return
			}
			g.place(id, ZRemoved, 0)
			g.emit(Event{Kind: "removed", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s removes %s from %s's hand from the game.", me, g.ref(id), them)})
			g.firedRemoved(opp, ctx.src, []int{id}, false, 0)
		}})
	}
	if len(acts) > 0 {
		g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: which card of %s's hand is removed from the game?", g.cardName(ctx.src), them), acts)
	}
}
