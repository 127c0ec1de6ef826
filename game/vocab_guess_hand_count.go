package game

import "fmt"

// An opponent's guess at a hand (Madred, Persistent Inquisitor, 17V055:
// an opponent guesses how many cards of a kind the hand holds, the hand
// is revealed, and what follows depends on whether the guess was right).
// The guesser picks a number from 0 to the size of the hand (the number
// of cards in a hand is open; Glossary: hand); the hand is then shown to
// every player, and the cards the filter matches by their printed facts
// are counted. Then follows a right guess, else a wrong one, performed by
// the step's own performer.

// DoGuessHandCount names the verb.
const DoGuessHandCount = "guess-hand-count"

func init() { registerVerbs(guessHandVerbs()) }

func guessHandVerbs() map[string]verb {
	return map[string]verb{
		DoGuessHandCount: {
			doc:      "your opponent guesses how many cards matching filter are in your hand (0 up to its size), then you reveal your hand; then follows a right guess, else a wrong one",
			fields:   "filter then else",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				f := s.Filter.Text("card")
				t := "your opponent guesses how many " + plural(f) + " are in your hand, then you reveal your hand"
				if len(s.Then) > 0 {
					t += "; if the guess is right: " + clauses(s.Then)
				}
				if len(s.Else) > 0 {
					t += "; otherwise: " + clauses(s.Else)
				}
				return t
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.guessHandCount(ctx, s) },
		},
	}
}

// guessHandCount asks ctx.p's opponent for a number, reveals ctx.p's hand
// and runs Then or Else.
func (g *Game) guessHandCount(ctx fxCtx, s Step) {
	opp := ctx.p.Other()
	size := len(g.players[ctx.p].Hand)
	acts := make([]action, 0, size+1)
	for n := 0; n <= size; n++ {
		n := n
		acts = append(acts, action{Option{Label: fmt.Sprintf("Guess %d", n), Action: ActPick}, func() {
			f := s.Filter.Text("card")
			g.emit(Event{Kind: "guess", Player: opp, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s guesses %d %s in %s's hand for %s.", g.players[opp].Name, n, plural(f), g.players[ctx.p].Name, g.ref(ctx.src))})
			g.revealHand(ctx)
			if len(g.handMatching(ctx.p, s.Filter)) == n {
				g.emit(Event{Kind: "guess", Player: opp, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s guessed right.", g.players[opp].Name)})
				g.runAbility(ctx, s.Then)
				return
			}
			g.emit(Event{Kind: "guess", Player: opp, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s guessed wrong.", g.players[opp].Name)})
			g.runAbility(ctx, s.Else)
		}})
	}
	g.offer(opp, KindSelect, fmt.Sprintf("%s: how many %s are in %s's hand?", g.cardName(ctx.src), plural(s.Filter.Text("card")), g.players[ctx.p].Name), acts)
}
