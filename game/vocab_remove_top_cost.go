package game

import "fmt"

// Removing an opponent's top card from the game to add its cost to a
// personnel's attributes (Posturing, 17V043): the performer picks one of
// their personnel in the mission attempt, then the top card of an
// opponent's deck is removed from the game, face up for every player
// (Glossary: remove from the game), and that card's printed cost (zero
// when none is printed) is added to each attribute of the personnel
// until the end of the attempt. The removal is the price of the raise
// ("remove ... to add"): with the opponent's deck empty nothing can be
// removed, so the step is not possible and the card is not offered.
//
// Interrupts answer the attempt itself with `when: attempting`: they are
// offered at each facing window of the attempt, before and between the
// dilemmas and before the requirements are checked (rules_responses.go).

// DoRemoveTopAddCost removes an opponent's top card to raise a personnel.
const DoRemoveTopAddCost = "remove-top-add-cost"

func init() {
	registerVerbs(map[string]verb{
		DoRemoveTopAddCost: {
			doc:    "choose one of your personnel in the mission attempt; the top card of an opponent's deck is removed from the game, and its cost is added to that personnel's attributes until until (attempt)",
			fields: "until",
			validate: func(s *Step) error {
				if s.Until != "attempt" {
					return fmt.Errorf("until must be attempt, not %q", s.Until)
				}
				return nil
			},
			text: func(s Step) string {
				return "pick one of your personnel in the attempt; remove the top card of an opponent's deck from the game, and that personnel's attributes are each raised by that card's cost until the end of the " + untilWord(s.Until)
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.players[ctx.p.Other()].Deck) > 0 && len(g.attemptingYours(ctx.p)) > 0
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.removeTopAddCost(ctx, s) },
		},
	})
}

// attemptingYours lists p's unstopped personnel in the mission attempt.
func (g *Game) attemptingYours(p Player) []int {
	a := g.attempt
	if a == nil || a.player != p {
		return nil
	}
	var out []int
	for _, id := range a.personnel {
		if c := g.cards[id]; c.Controller == p && c.Zone.InPlay() && !c.Stopped && c.Card.Type == Personnel {
			out = append(out, id)
		}
	}
	return out
}

// removeTopAddCost asks which personnel (one alone is simply picked),
// then removes the opponent's top card and raises that personnel.
func (g *Game) removeTopAddCost(ctx fxCtx, s Step) {
	opp := ctx.p.Other()
	raise := func(id int) {
		deck := g.players[opp].Deck
		if len(deck) == 0 {
			return
		}
		top := deck[0]
		g.place(top, ZRemoved, 0)
		n := g.cards[top].Card.CostValue()
		g.emit(Event{Kind: "removed", Player: opp, Cards: g.one(top), Text: fmt.Sprintf("%s: %s removed from the game off the top of %s's deck (cost %d).",
			g.shown(ctx.src), g.ref(top), g.players[opp].Name, n)})
		if n > 0 {
			g.raiseAttributes(ctx, Step{Do: "attributes", Amount: n, Until: s.Until}, id)
		}
	}
	ids := g.attemptingYours(ctx.p)
	switch len(ids) {
	case 0:
		return
	case 1:
		raise(ids[0])
		return
	}
	var acts []action
	for _, id := range ids {
		acts = append(acts, action{Option{Label: g.cardName(id), Action: ActPick, Card: id}, func() { raise(id) }})
	}
	g.offer(ctx.p, KindSelect, g.cardName(ctx.src)+": raise which of your personnel in the attempt?", acts)
}
