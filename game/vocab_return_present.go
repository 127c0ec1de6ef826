package game

import (
	"fmt"
	"slices"
)

// Returning a personnel present to its owner's hand, usually as a cost
// (Umat'Adan, Eager Fifth, 10C059, sends back a Jem'Hadar for a boost). Present
// is where the card was when the ability began (Rulebook: Present); a
// card that cannot be returned to hand cannot be chosen (Glossary:
// cannot). A personnel facing a dilemma leaves the attempt and is spared
// what was about to happen to it (Ruling: Pending Effects).

// DoReturnPresent: another personnel present that Filter matches (yours,
// or anyone's with whose: any) returns to its owner's hand.
const DoReturnPresent = "return-present"

func init() { registerVerbs(returnPresentVerbs()) }

func returnPresentVerbs() map[string]verb {
	return map[string]verb{
		DoReturnPresent: {
			doc:      "another personnel present matching filter (yours; whose: any: anyone's; opponent: an opponent's) returns to its owner's hand (many: one for each of that amount, picked one at a time)",
			fields:   "filter whose many",
			validate: validateReturnPresent,
			text: func(s Step) string {
				whose := "your"
				switch s.Whose {
				case "any":
					whose = "a"
				case "opponent":
					whose = "an opponent's"
				}
				if s.Many != nil { // vocab_return_present_many.go
					return returnPresentManyText(s, whose)
				}
				return "return " + whose + " " + s.Filter.Text("personnel") + " present to its owner's hand"
			},
			undergoes: OutToHand,
			possible: func(g *Game, ctx fxCtx, s *Step) bool {
				return len(g.returnablePresent(ctx, s)) > 0 && (s.Many == nil || s.Many.value(g, ctx, nil) > 0)
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				n := 1
				if s.Many != nil {
					n = s.Many.value(g, ctx, nil)
				}
				g.returnPresentTimes(ctx, s, n)
			},
		},
	}
}

func validateReturnPresent(s *Step) error {
	switch s.Whose {
	case "", "any", "opponent":
	default:
		return fmt.Errorf("whose must be any, opponent or absent (yours), not %q", s.Whose)
	}
	if err := s.Many.validate(); err != nil {
		return fmt.Errorf("many: %w", err)
	}
	return s.Filter.validate()
}

// returnablePresent lists the personnel present that s may return: those
// presentMatching finds, only ctx.p's unless whose is any.
func (g *Game) returnablePresent(ctx fxCtx, s *Step) []int {
	ids := g.presentMatching(ctx, s)
	if s.Whose == "any" || s.Whose == "opponent" { // presentMatching left out ctx.p's for opponent
		return ids
	}
	return slices.DeleteFunc(ids, func(id int) bool { return g.cards[id].Controller != ctx.p })
}
