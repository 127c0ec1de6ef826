package game

import "fmt"

// Dilemma text that changes the dilemma's own cost ("costs 3 more for
// each mission you have completed", "costs 2 less if ..."). It is read
// when the dilemma is revealed, before its cost is checked against what
// its owner may still spend and deducted (Glossary: attempting missions,
// steps 3.e and 3.f); when the dilemma's actions run (step 3.i) the step
// does nothing.

// DoDilemmaCost: this dilemma's cost changes by Amount (for each of Many,
// if Cond holds).
const DoDilemmaCost = "dilemma-cost"

func init() { registerVerbs(dilemmaCostVerbs()) }

func dilemmaCostVerbs() map[string]verb {
	return map[string]verb{
		DoDilemmaCost: {
			doc:         "this dilemma costs amount more, or less (times many; while cond holds)",
			fields:      "amount many cond",
			dilemmaOnly: true,
			validate: func(s *Step) error {
				if s.Amount == 0 {
					return fmt.Errorf("needs a non-zero amount")
				}
				return nil
			},
			text: func(s Step) string {
				more := "more"
				n := s.Amount
				if n < 0 {
					more, n = "less", -n
				}
				t := fmt.Sprintf("this dilemma costs %d %s", n, more)
				if s.Many != nil {
					if each := s.Many.eachText(); each != "" {
						t += " for each " + each
					} else {
						t += " times " + s.Many.Text()
					}
				}
				if s.Cond != nil {
					t += " " + s.Cond.clause(false)
				}
				return t
			},
			run: func(*Game, fxCtx, Step) {}, // read at step 3.e (dilemmaCost)
		},
	}
}

// dilemmaCost is the cost of dilemma id as it is revealed in the attempt:
// its printed cost changed by its own cost text and by the cards changing
// the cost of dilemmas revealed at the mission, never below zero.
func (g *Game) dilemmaCost(id int) int {
	c := g.cards[id].Card
	cost := c.CostValue()
	ctx := fxCtx{src: id, p: g.cards[id].Owner, mission: g.attempt.mission}
	for _, s := range c.Effect {
		if s.Do != DoDilemmaCost || (s.Cond != nil && !s.Cond.holds(g, ctx)) {
			continue
		}
		times := 1
		if s.Many != nil {
			times = s.Many.value(g, ctx, nil)
		}
		cost += s.Amount * times
	}
	cost += g.dilemmaCostHere(g.attempt.mission)
	cost += g.takeNextDilemmaCost() // vocab_next_dilemma_cost.go
	cost = max(0, cost)
	if cost != c.CostValue() {
		g.emit(Event{Kind: "dilemma-cost", Player: g.cards[id].Owner, Cards: g.one(id),
			Text: fmt.Sprintf("%s costs %d here (printed %d).", g.ref(id), cost, c.CostValue())})
	}
	return cost
}
