package game

import (
	"fmt"
	"strings"
)

// Verbs that act on players: drawing, scoring, what an opponent or every
// player must do, and moving cards between a player's hand, discard pile
// and ships. A step a player must do runs with that player as ctx.p, so
// "draw a card" inside "each opponent: ..." is the opponent's draw.
func playerVerbs() map[string]verb {
	return map[string]verb{
		// draw-to-match: draw until your hand holds as many cards as an
		// opponent's (May: or draw none).
		DoDrawToMatch: {
			text: func(s Step) string {
				t := "draw cards until your hand is as large as that opponent's"
				if s.May {
					t = "you may " + t
				}
				return t
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				n := len(g.players[ctx.p.Other()].Hand) - len(g.players[ctx.p].Hand)
				n = min(n, len(g.players[ctx.p].Deck))
				if n <= 0 {
					return
				}
				if !s.May {
					g.draw(ctx.p, n)
					return
				}
				g.offer(ctx.p, KindOptional, fmt.Sprintf("%s: draw up to the size of %s's hand?", g.cardName(ctx.src), g.players[ctx.p.Other()].Name), []action{
					{Option{Label: fmt.Sprintf("Draw %d card(s)", n), Action: ActDraw}, func() { g.draw(ctx.p, n) }},
					{Option{Label: "Draw none", Action: ActEnd}, func() {}},
				})
			},
		},
		// score: score Amount points (points from game text, not a mission).
		// opponent-does: an opponent (the player chooses which; with two
		// players, the other one; Whose "that": the opponent the trigger
		// is about) does Then.
		DoOpponentDoes: {
			validate: needsThen,
			text: func(s Step) string {
				if s.Whose == "that" {
					return "that opponent " + mustDo(s.Then)
				}
				return "an opponent you choose " + mustDo(s.Then)
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				o := ctx
				o.p = ctx.p.Other()
				g.runAbility(o, s.Then)
			},
		},
		// each-opponent-does: every opponent does Then, in turn order.
		DoEachOpponent: {
			validate: needsThen,
			text:     func(s Step) string { return "each opponent " + mustDo(s.Then) },
			run: func(g *Game, ctx fxCtx, s Step) {
				o := ctx
				o.p = ctx.p.Other()
				g.runAbility(o, s.Then)
			},
		},
		// each-player-does: every player does Then, this card's player first
		// (Glossary: actions — an action affecting several players is done in
		// turn order starting with the card's owner).
		DoEachPlayer: {
			validate: needsThen,
			text:     func(s Step) string { return "each player, you first, " + mustDo(s.Then) },
			run: func(g *Game, ctx fxCtx, s Step) {
				o := ctx
				o.p = ctx.p.Other()
				g.push(func() { g.runAbility(ctx, s.Then) }, func() { g.runAbility(o, s.Then) })
			},
		},
		// place-from-hand: place a card Filter matches from your hand aboard
		// this ship; it is placed, not played (Glossary: play and place).
		DoPlaceFromHand: {
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				return "place " + article(s.Filter.Text("card")) + " " + s.Filter.Text("card") + " from your hand aboard this ship"
			},
			possible: func(g *Game, ctx fxCtx, s Step) bool {
				return ctx.ship != 0 && len(g.placeableFromHand(ctx.p, s.Filter)) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.placeFromHand(ctx, s) },
		},
	}
}

// Player verbs (draw is in dilemma_select.go, take-from-discard in
// react_verbs.go).
const (
	DoDrawToMatch   = "draw-to-match"
	DoOpponentDoes  = "opponent-does"
	DoEachOpponent  = "each-opponent-does"
	DoEachPlayer    = "each-player-does"
	DoPlaceFromHand = "place-from-hand"
)

// mustDo words what another player does: "must draw 3 cards", or, for a
// step that player may decline, "may draw a card".
func mustDo(then []Step) string {
	t := clauses(then)
	if rest, ok := strings.CutPrefix(t, "you may "); ok {
		return "may " + rest
	}
	return "must " + t
}

func needsThen(s *Step) error {
	if len(s.Then) == 0 {
		return fmt.Errorf("needs then")
	}
	return nil
}

// placeableFromHand lists the cards in p's hand f matches that p could
// have in play: not a unique card p already has a copy of (Rulebook:
// Uniqueness).
func (g *Game) placeableFromHand(p Player, f *Filter) []int {
	var out []int
	for _, id := range g.handMatching(p, f) {
		if c := g.cards[id].Card; !c.Unique || !g.commandsCopy(p, c) {
			out = append(out, id)
		}
	}
	return out
}

// placeFromHand places a chosen card from hand aboard ctx.ship.
func (g *Game) placeFromHand(ctx fxCtx, s Step) {
	ship := ctx.ship
	if ship == 0 || g.cards[ship].Zone != ZAtMission {
		return
	}
	var acts []action
	for _, id := range g.placeableFromHand(ctx.p, s.Filter) {
		id := id
		acts = append(acts, action{Option{Label: "Place " + g.cardName(id) + " aboard " + g.cardName(ship), Action: ActPick, Card: id}, func() {
			g.place(id, ZAboard, ship)
			g.cards[id].Controller = ctx.p
			g.emit(Event{Kind: "place", Player: ctx.p, Cards: []int{id, ship}, Text: fmt.Sprintf("%s places %s from hand aboard %s.", g.players[ctx.p].Name, g.cardName(id), g.cardName(ship))})
		}})
	}
	if len(acts) == 0 {
		return
	}
	acts = append(acts, action{Option{Label: "Place nothing", Action: ActEnd}, func() {}})
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: place which card from your hand aboard?", g.cardName(ctx.src)), acts)
}
