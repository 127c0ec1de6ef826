package game

import "fmt"

// The attributes verb with many: the target's attributes rise by as much
// as an amount counts, read when the step runs (after the ability's cost
// is paid), not a printed number: "add the cost of the personnel you
// discarded to this personnel's attributes" (Mardel, Overseer, 13U054:
// {cost: paid}); "add the cost of the equipment destroyed" (Hugh, Rogue
// Borg, 14U096). The rise is fixed once made: the number is not read
// again while it lasts. Zero raises nothing.

// validateAttributesMany checks that many replaces a printed amount.
func validateAttributesMany(s *Step) error {
	if s.Many == nil {
		return nil
	}
	if s.Amount != 0 {
		return fmt.Errorf("attributes: give amount or many, not both")
	}
	return s.Many.validate()
}

// attributesManyText words the step: "add the total printed cost of the
// cards paid with to this personnel's attributes until the end of the
// dilemma".
func attributesManyText(s Step) string {
	t := fmt.Sprintf("add %s to %s %s until %s", s.Many.Text(), timedTargetWords(s)+"'s", attrWord(s.Attr), untilPhrase(s.Until))
	if s.Limit > 0 {
		t += fmt.Sprintf(" (at most %+d from this card)", s.Limit)
	}
	return t
}

// raiseAttributesMany reads the amount, then raises each target by it.
func (g *Game) raiseAttributesMany(ctx fxCtx, s Step) {
	g.withAmount(ctx, s.Many, func(n int) {
		if n <= 0 {
			g.emit(Event{Kind: "gain", Player: ctx.p, Text: fmt.Sprintf("%s: nothing to add.", g.ref(ctx.src))})
			return
		}
		fixed := s
		fixed.Many, fixed.Amount = nil, n
		g.withTimedTarget(ctx, fixed, func(id int) { g.raiseAttributes(ctx, fixed, id) })
	})
}
