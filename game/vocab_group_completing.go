package game

import "slices"

// The personnel completing a mission: those whose skills and attributes
// met its requirements (Rulebook: Attempting a mission, step 5.d), read
// by a mission's "when you complete this mission, if the personnel
// completing it have ..." text (Avert Danger, 2U097; Lapideas System,
// Geological Survey, 1S171). They are the cards of the completed
// trigger; outside that trigger the group is empty.

// GroupCompleting is the personnel completing the mission the trigger is
// about.
const GroupCompleting = "completing"

func init() {
	groupRegistry[GroupCompleting] = &groupEntry{
		noun: "the personnel completing it",
		has:  func(w string) string { return "the personnel completing it include " + w },
		members: func(_ *Game, ctx fxCtx, _ Player, _ []int) []int {
			if ctx.trig == nil || ctx.trig.Kind != TrigCompleted {
				return nil
			}
			return slices.Clone(ctx.trig.Cards)
		},
	}
}
