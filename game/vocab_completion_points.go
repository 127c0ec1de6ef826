package game

import "fmt"

// A mission's worth changed for the one completion under way (Sha Ka Ree,
// Quest for Infinite Knowledge, 30V031, scores less at completion unless
// its player gives up a discarded ship). Answering the about-to-complete
// trigger (the requirements shown, no points scored yet: Glossary:
// attempting missions, 5.d), the verb completion-points adds amount (less
// when negative) to what the mission is worth when it is scored this
// time; every other change to its worth still applies, and the total
// never falls below zero (Glossary: modifications, Zero; Rulings: Mission
// Value Changes). With no attempt under way it does nothing.

// DoCompletionPoints names the verb.
const DoCompletionPoints = "completion-points"

func init() {
	registerVerbs(map[string]verb{
		DoCompletionPoints: {
			doc:    "the mission being completed is worth amount more (less when negative) for this completion (an about-to-complete response)",
			fields: "amount",
			validate: func(s *Step) error {
				if s.Amount == 0 {
					return fmt.Errorf("needs a non-zero amount")
				}
				return nil
			},
			text: func(s Step) string {
				if s.Amount < 0 {
					return fmt.Sprintf("the mission is worth %d fewer points", -s.Amount)
				}
				return fmt.Sprintf("the mission is worth %d more points", s.Amount)
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return g.attempt != nil },
			run: func(g *Game, ctx fxCtx, s Step) {
				a := g.attempt
				if a == nil {
					return
				}
				a.worth += s.Amount
				g.emit(Event{Kind: "worth", Player: ctx.p, Cards: g.one(a.mission), Text: fmt.Sprintf("%s: %s is worth %+d points for this completion.", g.ref(ctx.src), g.ref(a.mission), s.Amount)})
			},
		},
	})
}
