package game

import "fmt"

// Destroying an opponent's card whose cost is capped by an amount read
// when the step runs ("an opponent's event that costs no more than the
// number of Klingons involved": Conceal Unlikely Society, 26V019). The
// cap is the step's many (an amount: vocab_amounts.go); a card's cost is
// its printed cost (Rulebook: Paying costs; a card with no cost printed
// costs 0). The performer picks one of the cards the filter matches among
// those its opponent controls in play; with none, nothing happens, and
// text made only of this optional step is not offered.

// DoDestroyOpponentCapped: destroy an opponent's card in play matching
// Filter whose printed cost is at most Many.
const DoDestroyOpponentCapped = "destroy-opponent-capped"

func init() { registerVerbs(destroyCappedVerbs()) }

func destroyCappedVerbs() map[string]verb {
	return map[string]verb{
		DoDestroyOpponentCapped: {
			doc:    "destroy an opponent's card in play matching filter whose printed cost is at most the amount many",
			fields: "filter many",
			validate: func(s *Step) error {
				if s.Many == nil {
					return fmt.Errorf("needs many: the most the card may cost")
				}
				if err := s.Many.validate(); err != nil {
					return err
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				f := s.Filter.Text("card")
				return "destroy an opponent's " + f + " that costs no more than " + s.Many.Text()
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.destroyCapped(ctx, s)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				var acts []action
				for _, id := range g.destroyCapped(ctx, &s) {
					id := id
					acts = append(acts, action{Option{Label: "Destroy " + g.cardName(id), Action: ActPick, Card: id}, func() {
						g.destroyByText(ctx, []int{id}) // vocab_about_to_destroy.go
					}})
				}
				if len(acts) > 0 {
					g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": destroy which card?", acts)
				}
			},
		},
	}
}

// destroyCapped lists the opponent's cards in play, not missions, that
// s.Filter matches and whose printed cost is at most s.Many now.
func (g *Game) destroyCapped(ctx fxCtx, s *Step) []int {
	most := s.Many.value(g, ctx, nil)
	var out []int
	for _, c := range g.cards[1:] {
		if !c.Zone.InPlay() || c.Card.Type == Mission || c.Controller == ctx.p ||
			!g.considers(ctx.p, c.ID) || !g.matches(s.Filter, c.ID) || c.Card.CostValue() > most ||
			g.cannotBy(c.ID, OutDestroy, ctx.src) { // vocab_cannot_source.go
			continue
		}
		out = append(out, c.ID)
	}
	return out
}
