package game

import "slices"

// kill-random-involved: one personnel in the mission attempt under way
// (or about to fail), picked at random, is killed (Empok Nor, Deadly
// Salvage, 42V005: as its player's personnel are about to face a
// dilemma there, one of them). Only personnel still attempting count: a
// stopped one has left the attempt and faces nothing (Glossary:
// attempting missions). A personnel that cannot be killed is not picked
// (Rulebook: Facing Dilemmas); "about to be killed" and "when randomly
// selected" responses answer as for any kill.

// DoKillRandomInvolved is the verb described above.
const DoKillRandomInvolved = "kill-random-involved"

func init() {
	registerVerbs(map[string]verb{
		DoKillRandomInvolved: {
			doc: "randomly select one of the unstopped personnel in the mission attempt under way (or about to fail) to be killed; a card that cannot be killed is not picked",
			text: func(Step) string {
				return "kill one of the personnel attempting, picked at random"
			},
			possible: func(g *Game, ctx fxCtx, s *Step) bool { return len(g.killableInvolved(ctx)) > 0 },
			run: func(g *Game, ctx fxCtx, s Step) {
				g.randomPick(ctx, g.killableInvolved(ctx), OutKill, func(id int) { g.killCards(ctx, []int{id}) })
			},
			undergoes: OutKill,
		},
	})
}

// killableInvolved: the unstopped personnel involved in the attempt that
// could be killed.
func (g *Game) killableInvolved(ctx fxCtx) []int {
	return slices.DeleteFunc(g.involvedNow(ctx), func(id int) bool {
		return g.cards[id].Stopped || g.cannot(id, OutKill)
	})
}
