package game

// Removing from the game, as a dilemma's outcome, and the dilemmas
// overcome beneath the mission attempted, as a group a dilemma counts.
//
// remove-from-game (vocab_dilemma_outcomes.go): the picked personnel
// leave play for the removed-from-the-game pile, never a discard pile;
// not a kill, so no "killed" text answers it (Glossary: remove from the
// game; Glossary: discard, destroy, kill). Cards on them follow the
// leaving-play rule (leavePlay). Flare of Rage (31V005) and Frozen by
// Fear (31V006) use it.
//
// beneath-this-mission: the dilemmas overcome beneath the mission this
// text is at (for a dilemma, the mission attempted). Dilemmas beneath a
// mission are face up, so counting them tells nobody a secret. A dilemma
// one cheaper per Persistent dilemma lying there is written
// `{do: dilemma-cost, amount: -1, many: {count: beneath-this-mission,
// filter: {keyword: Persistent}}}`.

import "slices"

// GroupBeneathThisMission: the dilemmas overcome beneath this mission.
const GroupBeneathThisMission = "beneath-this-mission"

func init() {
	groupRegistry[GroupBeneathThisMission] = &groupEntry{
		noun:  "the dilemmas beneath this mission",
		has:   func(w string) string { return "there are " + w + " beneath this mission" },
		each:  func(w string) string { return w + " beneath this mission" },
		place: "beneath this mission",
		thing: "dilemma",
		members: func(g *Game, ctx fxCtx, _ Player, _ []int) []int {
			if ctx.mission == 0 {
				return nil
			}
			return slices.Clone(g.cards[ctx.mission].Beneath)
		},
	}
}
