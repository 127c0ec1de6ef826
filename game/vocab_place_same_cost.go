package game

import "fmt"

// A card placed from hand that must cost what the trigger's card costs:
// Devoras (7R120) places from hand a [Rom] personnel of the same cost as
// the opponent's personnel just killed. The costs compared are the
// printed ones (a card with no cost printed has cost 0: Rulebook:
// Interrupt).

// placeSameCost is place-from-hand's same: the card placed costs what the
// card the trigger is about costs.
const placeSameCost = "cost"

func validatePlaceSame(s *Step) error {
	if s.Same != "" && s.Same != placeSameCost {
		return fmt.Errorf("same: only %s", placeSameCost)
	}
	return nil
}

func placeSameWords(s Step) string {
	if s.Same == placeSameCost {
		return " with the same cost as that card"
	}
	return ""
}

// placeSameOK reports whether card c from hand may be placed for s: with
// same: cost, only when the trigger names a card whose printed cost is
// c's.
func (g *Game) placeSameOK(ctx fxCtx, s *Step, c *Card) bool {
	if s.Same != placeSameCost {
		return true
	}
	return ctx.subject != 0 && printedCost(g.cards[ctx.subject].Card) == printedCost(c)
}
