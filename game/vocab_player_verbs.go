package game

func init() { registerVerbs(playerVerbs()) }

// Verbs that act on players (drawing is in vocab_dilemma_select.go, scoring in
// vocab_dilemma_choice.go, taking from the discard pile in vocab_react_verbs.go). Who
// performs a step — an opponent, each player — is the step's Player
// (vocab_step_player.go), so "draw a card" for an opponent is player: opponent.
func playerVerbs() map[string]verb {
	return map[string]verb{
		// draw-to-match: draw until your hand holds as many cards as an
		// opponent's (optional with may: vocab_step_player.go).
		DoDrawToMatch: {
			doc: "draw until your hand holds as many cards as your opponent's",
			text: func(s Step) string {
				return "draw cards until your hand is as large as that opponent's"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.players[ctx.p.Other()].Hand) > len(g.players[ctx.p].Hand) && len(g.players[ctx.p].Deck) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				n := len(g.players[ctx.p.Other()].Hand) - len(g.players[ctx.p].Hand)
				n = min(n, len(g.players[ctx.p].Deck))
				if n <= 0 {
					return
				}
				g.drewByText(ctx.p, ctx.src, g.draw(ctx.p, n)) // vocab_drew.go
			},
		},
	}
}

// Player verbs.
const (
	DoDrawToMatch = "draw-to-match"
)
