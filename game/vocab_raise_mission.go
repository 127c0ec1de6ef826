package game

import "fmt"

// A dilemma raising the attempted mission's attribute requirements by a
// number for the rest of the attempt (Information Extraction, 23V007):
// the raise counts whenever they are checked (Rulebook: Checking Mission
// Requirements), as an opponent's raise is (reqPlus).

// DoRaiseMission: the attempted mission's attribute requirements are
// Amount higher until the attempt ends.
const DoRaiseMission = "raise-mission-requirements"

func init() { registerVerbs(raiseMissionVerbs()) }

func raiseMissionVerbs() map[string]verb {
	return map[string]verb{
		DoRaiseMission: {
			doc:         "each attribute requirement of the mission being attempted is amount higher until the end of the attempt",
			fields:      "amount",
			dilemmaOnly: true,
			validate:    positiveAmount,
			text: func(s Step) string {
				return fmt.Sprintf("raise the Integrity, Cunning and Strength this mission requires by %d each, for the rest of the attempt", s.Amount)
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				a := g.attempt
				if a == nil {
					return
				}
				a.raiseMission += s.Amount
				a.acted = true
				g.emit(Event{Kind: "raise", Player: ctx.p, Cards: g.one(a.mission),
					Text: fmt.Sprintf("%s requires %d more of each attribute for the rest of this attempt.", g.ref(a.mission), a.raiseMission)})
			},
		},
	}
}
