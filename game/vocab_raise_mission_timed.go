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

// DoRaiseMissionFor: the trigger's mission (or the one attempted)
// requires Amount more of each attribute until Until.
const DoRaiseMissionFor = "raise-mission-attributes"

func init() {
	registerVerbs(map[string]verb{
		DoRaiseMissionFor: {
			doc:    "each attribute requirement of the trigger's mission (or the one being attempted) is amount higher until the end of the turn (until: turn)",
			fields: "amount until",
			validate: func(s *Step) error {
				if err := positiveAmount(s); err != nil {
					return err
				}
				if s.Until != "turn" {
					return fmt.Errorf("until: only turn")
				}
				return nil
			},
			text: func(s Step) string {
				return fmt.Sprintf("raise each attribute requirement of that mission by %d until the end of the turn", s.Amount)
			},
			possible: func(g *Game, ctx fxCtx, _ *Step) bool { return g.eventMission(ctx.trig) != 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				m := g.eventMission(ctx.trig)
				if m == 0 {
					return
				}
				g.turnFx = append(g.turnFx, timedEffect{source: ctx.src, targets: []int{m}, reqAttrPlus: s.Amount, until: s.Until, player: ctx.p})
				g.emit(Event{Kind: "requirements", Player: ctx.p, Cards: []int{m, ctx.src}, Text: fmt.Sprintf("%s requires %d more of each attribute until the end of the turn (%s).",
					g.ref(m), s.Amount, g.ref(ctx.src))})
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
