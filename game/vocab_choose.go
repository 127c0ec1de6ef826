package game

import (
	"fmt"
	"strings"
)

// A choice among alternatives in text that is not a dilemma's ("choose
// one: each player scores 5 points; or each player loses 5 points"). A
// dilemma's own choice is choose-one (vocab_dilemma_choice.go), which
// reads who chooses from the dilemma being faced; this one is made by the
// step's performer, the player using the card (Glossary: actions — a
// player may choose only an alternative that can be done).

// DoChoose: the performer picks one of Choices that can be done now and
// does it.
const DoChoose = "choose"

func init() { registerVerbs(chooseVerbs()) }

func chooseVerbs() map[string]verb {
	return map[string]verb{
		DoChoose: {
			doc:    "the performer picks one of choices that can be done now, and does it",
			fields: "choices",
			validate: func(s *Step) error {
				if len(s.Choices) < 2 {
					return fmt.Errorf("needs two choices or more")
				}
				return nil
			},
			text: func(s Step) string {
				alts := make([]string, 0, len(s.Choices))
				for _, c := range s.Choices {
					alts = append(alts, clauses(c))
				}
				return "choose one: " + strings.Join(alts, "; or ")
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				for _, c := range s.Choices {
					if g.costPossible(ctx, c) {
						return true
					}
				}
				return false
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.chooseAlternative(ctx, s) },
		},
	}
}

// chooseAlternative offers the alternatives of s that can be done now;
// one alone is simply done, none does nothing.
func (g *Game) chooseAlternative(ctx fxCtx, s Step) {
	var acts []action
	for _, c := range s.Choices {
		if !g.costPossible(ctx, c) {
			continue
		}
		c := c // card data: the scheduled steps point into it
		acts = append(acts, action{Option{Label: capitalize(clauses(c)), Action: ActPick}, func() {
			g.emit(Event{Kind: "choice", Player: ctx.p, Cards: g.one(ctx.src), Text: fmt.Sprintf("%s chooses: %s.", g.players[ctx.p].Name, g.inNames(ctx.p, clauses(c)))})
			g.runAbility(ctx, c)
		}})
	}
	switch len(acts) {
	case 0:
		return
	case 1:
		acts[0].do()
		return
	}
	g.offer(ctx.p, KindOptional, g.cardName(ctx.src)+": choose one", acts)
}
