package game

import (
	"fmt"
	"strings"
)

// examine-dilemmas: look at the top cards of a dilemma pile and put them
// back in the same order (Nog, Eager Cadet, 1R279). Examining shows
// the cards to the examining player alone (Glossary: examine); nothing
// moves, so the pile's owner learns only that it was done.

// DoExamineDilemmas: the performer examines the top Count cards of a
// dilemma pile (Whose: opponent, or yours when absent).
const DoExamineDilemmas = "examine-dilemmas"

func init() {
	registerVerbs(map[string]verb{
		DoExamineDilemmas: {
			doc:    "examine the top count cards of a dilemma pile (whose: opponent, or yours), then put them back in the same order",
			fields: "count many whose",
			validate: func(s *Step) error {
				if s.Many != nil {
					if s.Count != 0 {
						return fmt.Errorf("give count or many, not both")
					}
					if err := s.Many.validate(); err != nil {
						return err
					}
				} else if s.Count <= 0 {
					return fmt.Errorf("needs a positive count")
				}
				if s.Whose != "" && s.Whose != WhoseOpponent {
					return fmt.Errorf("whose: want opponent (yours when absent), not %q", s.Whose)
				}
				return nil
			},
			text: func(s Step) string {
				whose := "your"
				if s.Whose == WhoseOpponent {
					whose = "an opponent's"
				}
				if s.Many != nil {
					return fmt.Sprintf("examine as many cards from the top of %s dilemma pile as %s, then put them back in the same order", whose, s.Many.Text())
				}
				return fmt.Sprintf("examine the top %d cards of %s dilemma pile, then put them back in the same order", s.Count, whose)
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				if s.Many != nil && !s.Many.One && s.Many.value(g, ctx, nil) <= 0 {
					return false // nothing to examine
				}
				return len(g.players[examinedPile(ctx, s)].DilemmaPile) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				if s.Many == nil {
					g.examineDilemmas(ctx, s)
					return
				}
				// "as many as your other [Fed] Security personnel" is read
				// as the step runs (Worf, Security Detail Leader, 1S290).
				g.withAmount(ctx, s.Many, func(n int) {
					fixed := s
					fixed.Many, fixed.Count = nil, n
					g.examineDilemmas(ctx, fixed)
				})
			},
		},
	})
}

// examinedPile is whose dilemma pile step s examines.
func examinedPile(ctx fxCtx, s *Step) Player {
	if s.Whose == WhoseOpponent {
		return ctx.p.Other()
	}
	return ctx.p
}

// examineDilemmas names the top cards to the performer alone; the others
// read how many were examined.
func (g *Game) examineDilemmas(ctx fxCtx, s Step) {
	owner := g.players[examinedPile(ctx, &s)]
	top := g.reachDilemmaTop(examinedPile(ctx, &s), s.Count) // dilemma_pile_top.go
	names := make([]string, len(top))
	for i, id := range top {
		names[i] = g.cardName(id)
	}
	who := g.players[ctx.p].Name
	g.emit(Event{Kind: "examine", Player: ctx.p, Private: true,
		Text:   fmt.Sprintf("%s examines the top %d cards of %s's dilemma pile (top first: %s) and puts them back in the same order.", who, len(top), owner.Name, strings.Join(names, ", ")),
		Public: fmt.Sprintf("%s examines the top %d cards of %s's dilemma pile and puts them back in the same order.", who, len(top), owner.Name)})
}
