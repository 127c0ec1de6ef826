package game

import "fmt"

// Returning several personnel present, one for each of an amount (Founder
// Agitator, Elusive Assassin, 5P027, sends back as many of the rival's
// non-unique personnel beside him as the rival has headquarters). return-present with many: the
// amount is read as the step runs, then that many personnel present are
// returned, picked one at a time by the step's performer; with fewer
// there, all of them.

// returnPresentTimes returns n personnel present that s matches, one
// pick at a time, each to its owner's hand.
func (g *Game) returnPresentTimes(ctx fxCtx, s Step, n int) {
	if n <= 0 {
		return
	}
	g.pickPresent(ctx, "return which personnel to its owner's hand?", g.returnablePresent(ctx, &s), func(id int) {
		g.aboutToLeavePlay(ctx, TrigAboutToReturnToHand, OutToHand, []int{id}, func(ids []int) {
			for _, id := range ids {
				g.leavePlay(id, ZHand)
				g.spare(ctx, id)
				g.notePaid(ctx, []int{id})
				g.emit(Event{Kind: "return-to-hand", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s returns %s to its owner's hand.", g.players[ctx.p].Name, g.ref(id))})
			}
			g.returnPresentTimes(ctx, s, n-1)
		})
	})
}

// returnPresentManyText words return-present with many.
func returnPresentManyText(s Step, whose string) string {
	what := s.Filter.Text("personnel")
	if each := s.Many.eachText(); each != "" {
		return fmt.Sprintf("return %s %s present to its owner's hand for each %s", whose, what, each)
	}
	return fmt.Sprintf("return %s of %s %s present to their owners' hands", s.Many.Text(), whose, plural(what))
}
