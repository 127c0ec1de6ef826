package game

import "fmt"

// Examining a random card of an opponent's hand (Borath, Psychological
// Researcher, 3R151: a card drawn when the one looked at is a
// personnel). The card is named to the examining
// player alone; the opponent reads that a random card of their hand was
// examined, not which (Glossary: examine — the card is looked at, not
// revealed, and stays in hand). What follows when the card matches the
// filter happens openly, as any step does.

// DoExamineRandomHand: examine a random card of the opponent's hand;
// Then follows when it matches Filter.
const DoExamineRandomHand = "examine-random-hand"

func init() { registerVerbs(examineRandomVerbs()) }

func examineRandomVerbs() map[string]verb {
	return map[string]verb{
		DoExamineRandomHand: {
			doc:      "examine a random card of your opponent's hand (named to you alone; it stays there); then follows when it matches filter",
			fields:   "filter then",
			validate: func(s *Step) error { return s.Filter.validate() },
			text: func(s Step) string {
				t := "examine a random card of your opponent's hand"
				if len(s.Then) > 0 {
					f := s.Filter.Text("card")
					t += "; if it is " + article(f) + " " + f + ": " + clauses(s.Then)
				}
				return t
			},
			possible: func(g *Game, ctx fxCtx, _ *Step) bool { return len(g.players[ctx.p.Other()].Hand) > 0 },
			run:      func(g *Game, ctx fxCtx, s Step) { g.examineRandomHand(ctx, s) },
		},
	}
}

func (g *Game) examineRandomHand(ctx fxCtx, s Step) {
	opp := ctx.p.Other()
	hand := g.players[opp].Hand
	if len(hand) == 0 {
		return
	}
	id := hand[g.rng.IntN(len(hand))]
	g.exposedByOpponent(ctx, opp) // vocab_exposed.go
	me, them := g.players[ctx.p].Name, g.players[opp].Name
	g.emit(Event{Kind: "examine", Player: ctx.p, Cards: g.one(id), Private: true,
		Text:   fmt.Sprintf("%s examines a random card of %s's hand: %s.", me, them, g.ref(id)),
		Public: fmt.Sprintf("%s examines a random card of %s's hand.", me, them)})
	if len(s.Then) > 0 && s.Filter.MatchesCard(g.cards[id].Card) {
		g.runAbility(ctx, s.Then)
	}
}
