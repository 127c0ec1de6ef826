package game

import (
	"fmt"
	"slices"
)

// Examining an opponent's hand and discarding from it (Sorus, 15V042):
// the performer looks at the other player's hand, named to the performer
// alone, and may discard one card of it that the filter matches. The
// discard is optional ("you may"): "Discard nothing" is always offered,
// so the choice tells nothing about the hand. With at_least: 1 the
// discard is required whenever a card matches (Toreth, Cautious
// Commander, 2R168, lets her player look and then pick the card that
// goes).

// DoExamineHandMayDiscard: examine the opponent's hand, then you may
// discard a card of it matching Filter.
const DoExamineHandMayDiscard = "examine-hand-may-discard"

func init() { registerVerbs(examineDiscardVerbs()) }

func examineDiscardVerbs() map[string]verb {
	return map[string]verb{
		DoExamineHandMayDiscard: {
			doc:    "examine your opponent's hand (named to you alone); you may discard a card of it matching filter (at_least: 1: you must, when one matches)",
			fields: "filter at_least",
			validate: func(s *Step) error {
				if s.AtLeast != 0 && s.AtLeast != 1 {
					return fmt.Errorf("at_least: only 1 (a card must be discarded)")
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				f := s.Filter.Text("card")
				if s.AtLeast == 1 {
					return "examine your opponent's hand and discard " + article(f) + " " + f + " of it, your choice"
				}
				return "examine your opponent's hand; you may discard " + article(f) + " " + f + " from it"
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.examineHandMayDiscard(ctx, s) },
		},
	}
}

// examineHandMayDiscard shows ctx.p the other player's hand, then offers
// each matching card to discard, and "Discard nothing".
func (g *Game) examineHandMayDiscard(ctx fxCtx, s Step) {
	opp := ctx.p.Other()
	hand := slices.Clone(g.players[opp].Hand)
	if len(hand) > 0 {
		g.exposedByOpponent(ctx, opp) // vocab_exposed.go
	}
	me, them := g.players[ctx.p].Name, g.players[opp].Name
	g.emit(Event{Kind: "examine", Player: ctx.p, Cards: hand, Private: true,
		Text:   fmt.Sprintf("%s examines %s's hand: %s.", me, them, g.refs(hand)),
		Public: fmt.Sprintf("%s examines %s's hand.", me, them)})
	var acts []action
	if s.AtLeast == 0 || !slices.ContainsFunc(hand, func(id int) bool { return s.Filter.MatchesCard(g.cards[id].Card) }) {
		acts = append(acts, action{Option{Label: "Discard nothing", Action: ActEnd}, func() {
			g.emit(Event{Kind: "examine", Player: ctx.p, Text: fmt.Sprintf("%s discards nothing from %s's hand.", me, them)})
		}})
	}
	seen := map[string]bool{} // one option per card of the pool
	for _, id := range hand {
		c := g.cards[id].Card
		if seen[c.ID] || !s.Filter.MatchesCard(c) {
			continue
		}
		seen[c.ID] = true
		id := id
		acts = append(acts, action{Option{Label: "Discard " + g.cardName(id) + " from " + them + "'s hand", Action: ActPick, Card: id}, func() {
			g.place(id, ZDiscard, 0)
			g.emit(Event{Kind: "discard", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s discards %s from %s's hand.", me, g.shown(id), them)})
		}})
	}
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: discard a card from %s's hand?", g.cardName(ctx.src), them), acts)
}
