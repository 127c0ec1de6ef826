package game

import (
	"fmt"
	"slices"
)

// take-different-from-discard: the player takes up to count cards the
// filter matches from his or her discard pile into hand, no two of the
// same title (Ro Laren, Apologetic Defector, 24V032: up to two events of
// different titles). "Up to" lets the player stop at any point, taking
// none. The cards taken are shown (Glossary: discard pile is face up).

// DoTakeDifferent takes up to count cards of different titles from the
// discard pile.
const DoTakeDifferent = "take-different-from-discard"

func init() {
	registerVerbs(map[string]verb{
		DoTakeDifferent: {
			doc:    "take up to count cards matching filter, each of a different title, from your discard pile into hand, showing them",
			fields: "count filter",
			validate: func(s *Step) error {
				if s.Count < 0 {
					return fmt.Errorf("count must not be negative")
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				n := max(1, s.Count)
				return fmt.Sprintf("take up to %s with different titles from your discard pile into hand", countOf(n, s.Filter.Text("card")))
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.discardMatching(ctx.p, s.Filter)) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.takeDifferent(ctx, s, max(1, s.Count), nil) },
		},
	})
}

// takeDifferent offers ctx.p one more card to take (n left), of a title
// not among taken, or to stop.
func (g *Game) takeDifferent(ctx fxCtx, s Step, n int, taken []string) {
	if n <= 0 {
		return
	}
	var acts []action
	var seen []string
	for _, id := range g.discardMatching(ctx.p, s.Filter) {
		title := g.cards[id].Card.Title
		if slices.Contains(taken, title) || slices.Contains(seen, title) {
			continue // a title taken already, or a copy of one offered
		}
		seen = append(seen, title)
		id := id
		acts = append(acts, action{Option{Label: "Take " + g.cardName(id), Action: ActPick, Card: id}, func() {
			g.place(id, ZHand, 0)
			g.emit(Event{Kind: "take", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s takes %s from the discard pile into hand.", g.players[ctx.p].Name, g.shown(id))})
			g.takeDifferent(ctx, s, n-1, append(taken, title))
		}})
	}
	if len(acts) == 0 {
		return
	}
	acts = append(acts, action{Option{Label: "Take nothing more", Action: ActEnd}, func() {}})
	g.offer(ctx.p, KindSelect, fmt.Sprintf("%s: take a card of another title from your discard pile (%d more at most)?", g.cardName(ctx.src), n), acts)
}
