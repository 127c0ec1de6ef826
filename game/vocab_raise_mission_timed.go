package game

import "fmt"

// A card's text raising a mission's attribute requirements for a while,
// outside any dilemma (Romulan Impersonator "Geordi La Forge", 19V013:
// answering an opponent about to complete the mission, +5 each until the
// end of the turn). The raise is a timed effect on the mission
// (timedEffect.reqAttrPlus) that reqPlus adds whenever the requirements
// are checked (Rulebook: Checking Mission Requirements), so it holds for
// later attempts there this turn too; a change made while personnel are
// about to complete the mission sends the attempt back to checking them
// (vocab_about_to_complete.go). The dilemma's own raise, for the rest of
// one attempt, is raise-mission-requirements (vocab_raise_mission.go).
//
// A negative amount lowers the requirements instead, for the player's own
// attempt ("reduce the attribute requirements of this mission by 5 until
// the end of the mission attempt": Gamma Erandi Nebula, 36V019); many
// multiplies it ("by 2 for each captive (limit 10)": Cardassia IV,
// 30V025). until: attempt ends with the attempt (endTimed).

// DoRaiseMissionFor: the trigger's mission (or the one attempted)
// requires Amount more of each attribute until Until.
const DoRaiseMissionFor = "raise-mission-attributes"

func init() {
	registerVerbs(map[string]verb{
		DoRaiseMissionFor: {
			doc:    "each attribute requirement of the trigger's mission (or the one being attempted) is amount higher (a negative amount: lower; many: amount for each) until the end of the turn or of the attempt",
			fields: "amount many until",
			validate: func(s *Step) error {
				if s.Amount == 0 {
					return fmt.Errorf("needs a non-zero amount")
				}
				if s.Until != "turn" && s.Until != "attempt" {
					return fmt.Errorf("until: turn or attempt")
				}
				return s.Many.validate()
			},
			text: func(s Step) string {
				verb, n := "raise", s.Amount
				if n < 0 {
					verb, n = "reduce", -n
				}
				t := fmt.Sprintf("%s each attribute requirement of that mission by %d", verb, n)
				if s.Many != nil {
					if each := s.Many.eachText(); each != "" {
						t += " for each " + each
						if s.Many.Limit > 0 {
							t += fmt.Sprintf(" (at most %d in all)", n*s.Many.Limit)
						}
					} else {
						t += " times " + s.Many.Text()
					}
				}
				return t + " until the end of the " + s.Until
			},
			possible: func(g *Game, ctx fxCtx, _ *Step) bool { return g.eventMission(ctx.trig) != 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				m := g.eventMission(ctx.trig)
				if m == 0 {
					return
				}
				n := s.Amount
				if s.Many != nil {
					n *= s.Many.value(g, ctx, nil)
				}
				if n == 0 {
					return
				}
				g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: []int{m}, reqAttrPlus: n, until: s.Until, player: ctx.p})
				more := "more"
				if n < 0 {
					more, n = "less", -n
				}
				g.emit(Event{Kind: "requirements", Player: ctx.p, Cards: []int{m, ctx.src}, Text: fmt.Sprintf("%s requires %d %s of each attribute until the end of the %s (%s).",
					g.ref(m), n, more, s.Until, g.ref(ctx.src))})
			},
		},
	})
}

// timedReqAttrPlus is what text raised mission m's attribute
// requirements by for a while.
func (g *Game) timedReqAttrPlus(m int) int {
	n := 0
	for i := range g.turnFx {
		if fx := &g.turnFx[i]; fx.reqAttrPlus != 0 && len(fx.targets) == 1 && fx.targets[0] == m {
			n += fx.reqAttrPlus
		}
	}
	return n
}
