package game

import "fmt"

// drawVerbs: drawing cards by card text.
func drawVerbs() map[string]verb {
	return map[string]verb{
		// draw: draw Count (1) cards from the top of your deck.
		DoDraw: {
			text: func(s Step) string {
				if n := max(1, s.Count); n > 1 {
					return fmt.Sprintf("draw %d cards", n)
				}
				return "draw a card"
			},
			possible: func(g *Game, ctx fxCtx, _ Step) bool { return len(g.players[ctx.p].Deck) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.draw(ctx.p, max(1, s.Count)) },
		},
	}
}

// DoDraw names the verb above.
const DoDraw = "draw"
