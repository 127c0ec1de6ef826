package game

import "fmt"

// "Add N to each attribute requirement of this mission until the end of
// this mission attempt" (Information Extraction, 23V007): the attempted
// mission's attribute requirements are higher for the rest of the
// attempt, when they are checked (Rulebook: Checking Mission
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
			validate: func(s *Step) error {
				if s.Amount <= 0 {
					return fmt.Errorf("needs a positive amount")
				}
				return nil
			},
			text: func(s Step) string {
				return fmt.Sprintf("add %d to each attribute requirement of this mission until the end of this mission attempt", s.Amount)
			},
			run: func(g *Game, ctx fxCtx, s Step) {
				a := g.attempt
				if a == nil {
					return
				}
				a.raiseMission += s.Amount
				a.acted = true
				g.emit(Event{Kind: "raise", Player: ctx.p, Cards: g.one(a.mission),
					Text: fmt.Sprintf("Each attribute requirement of %s is %d higher until the end of this attempt.", g.ref(a.mission), a.raiseMission)})
			},
		},
	}
}
