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
			doc:      "another personnel present matching filter (yours; whose: any: anyone's) returns to its owner's hand",
			fields:   "filter whose",
			validate: validateReturnPresent,
			text: func(s Step) string {
				whose := "your"
				if s.Whose == "any" {
					whose = "a"
				}
				return "return " + whose + " " + s.Filter.Text("personnel") + " present to its owner's hand"
			},
			undergoes: OutToHand,
			possible:  func(g *Game, ctx fxCtx, s *Step) bool { return len(g.returnablePresent(ctx, s)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				g.pickPresent(ctx, "return which personnel to its owner's hand?", g.returnablePresent(ctx, &s), func(id int) {
					g.leavePlay(id, ZHand)
					g.spare(ctx, id)
					g.notePaid(ctx, []int{id})
					g.emit(Event{Kind: "return-to-hand", Player: ctx.p, Cards: g.one(id), Text: fmt.Sprintf("%s returns %s to its owner's hand.", g.players[ctx.p].Name, g.ref(id))})
				})
			},
		},
	}
}

func validateReturnPresent(s *Step) error {
	switch s.Whose {
	case "", "any":
	default:
		return fmt.Errorf("whose must be any or absent (yours), not %q", s.Whose)
	}
	return s.Filter.validate()
}

// returnablePresent lists the personnel present that s may return: those
// presentMatching finds, only ctx.p's unless whose is any.
func (g *Game) returnablePresent(ctx fxCtx, s *Step) []int {
	ids := g.presentMatching(ctx, s)
	if s.Whose == "any" {
		return ids
	}
	return slices.DeleteFunc(ids, func(id int) bool { return g.cards[id].Controller != ctx.p })
}
