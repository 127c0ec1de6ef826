package game

// Your personnel at this mission: the personnel you command anywhere at
// the mission of the text (on it or aboard a ship there: Ruling: At This
// Mission), stopped ones left out since you may not consider them
// (Glossary: stopped). A mission's "when you complete this mission, if
// you command four [Maq] personnel at this mission" counts them (Elude
// Federation Forces, 14U054).

// GroupYoursHere is the personnel you command at this mission.
const GroupYoursHere = "your-personnel-here"

func init() {
	has := func(w string) string { return "you command " + w + " at this mission" }
	groupRegistry[GroupYoursHere] = &groupEntry{
		noun:  "the personnel you command at this mission",
		has:   has,
		each:  func(w string) string { return w + " you command at this mission" },
		thing: "personnel",
		members: func(g *Game, ctx fxCtx, you Player, _ []int) []int {
			if ctx.mission == 0 {
				return nil
			}
			var out []int
			for _, id := range g.cardsAtMission(ctx.mission) {
				if c := g.cards[id]; c.Card.Type == Personnel && c.Controller == you && g.considers(you, id) {
					out = append(out, id)
				}
			}
			return out
		},
	}
}
