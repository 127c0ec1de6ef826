package game

import (
	"fmt"
	"slices"
)

// Revealing the top cards of a dilemma pile (Glossary: reveal): the
// cards are shown to every player and stay where they are, in the same
// order. In a dilemma's text the cards each player revealed are
// remembered for the later steps, which compare or count them (groups
// your-revealed and opponent-revealed: "unless you revealed dilemmas of
// an equal or greater total cost than your opponent", Unfair Comparison,
// 22V009). With fewer cards in the pile, those there are revealed.

// DoRevealTopDilemmas: the performer reveals the top Count cards of
// their dilemma pile ("each player" is player: each).
const DoRevealTopDilemmas = "reveal-top-dilemmas"

func init() { registerVerbs(revealDilemmasVerbs()) }

func revealDilemmasVerbs() map[string]verb {
	return map[string]verb{
		DoRevealTopDilemmas: {
			doc:    "the performer reveals the top count cards of their dilemma pile to every player; they stay in place",
			fields: "count",
			validate: func(s *Step) error {
				if s.Count < 1 {
					return fmt.Errorf("needs a count of 1 or more")
				}
				return nil
			},
			text: func(s Step) string {
				if s.Count == 1 {
					return "reveal the top card of your dilemma pile"
				}
				return fmt.Sprintf("reveal the top %s cards of your dilemma pile", numberWord(s.Count))
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.revealTopDilemmas(ctx, s.Count) },
		},
	}
}

// revealTopDilemmas shows the top n cards of ctx.p's dilemma pile to
// every player; a dilemma being faced remembers them for its later steps.
func (g *Game) revealTopDilemmas(ctx fxCtx, n int) {
	p := ctx.p
	top := slices.Clone(g.reachDilemmaTop(p, n)) // dilemma_pile_top.go
	if a := g.attempt; a != nil && a.dilemma != 0 && ctx.src == a.dilemma {
		a.special.revealed[p] = top
		a.acted = true
	}
	text := fmt.Sprintf("%s reveals the top %d card(s) of the dilemma pile for %s: %s.", g.players[p].Name, len(top), g.ref(ctx.src), g.shownAll(top))
	if len(top) == 0 {
		text = fmt.Sprintf("%s has no dilemma to reveal for %s.", g.players[p].Name, g.ref(ctx.src))
	}
	g.emit(Event{Kind: "reveal-dilemmas", Player: p, Cards: top, Text: text})
}
