package game

// selected-lacking: the personnel the dilemma last selected (one at
// least) each have none of the skills the attempted mission's
// requirements list (Helpless, 6P007, stops such a one and picks
// another). The skills read are
// those the requirements name, as for a selection's lacking:
// mission-skills (namesMissionSkill). With nobody selected it does not
// hold (Ruling: Dilemmas With Conditional Requirements).
func selectedLackingConds() map[string]condEntry {
	return map[string]condEntry{
		"selected-lacking": {
			doc:     "the personnel the dilemma last selected (at least one) each have none of the skills the attempted mission's requirements list",
			example: "cond: {is: selected-lacking}",
			holds: func(g *Game, _ *Cond, _ fxCtx) bool {
				a := g.attempt
				if a == nil || len(a.selected) == 0 {
					return false
				}
				for _, id := range a.selected {
					if g.namesMissionSkill(id) {
						return false
					}
				}
				return true
			},
			text: func(*Cond, condWords) string {
				return "the selected personnel has none of the skills this mission's requirements list"
			},
			slot: slotIf,
		},
	}
}
