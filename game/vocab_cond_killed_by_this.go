package game

// killed-by-this: the dilemma being faced has killed a personnel by its
// own outcomes (Terminal Resignation, 29V011, stops two when it killed
// nobody). A kill it aimed at that was prevented, or that a personnel
// was spared because it cannot be killed, is no kill; one that happened
// "instead" of something else is. Kills by other cards during the
// dilemma are not its own. The count starts at zero with each dilemma
// (dilemmaState), so with not: true it reads "unless this dilemma killed
// a personnel".
func killedByThisConds() map[string]condEntry {
	return map[string]condEntry{
		"killed-by-this": {
			doc:     "the dilemma being faced has killed at least one personnel by its own outcomes",
			example: "cond: {is: killed-by-this, not: true}",
			holds: func(g *Game, _ *Cond, _ fxCtx) bool {
				return g.attempt != nil && g.attempt.special.killed > 0
			},
			text: func(*Cond, condWords) string {
				return "this dilemma has killed a personnel"
			},
			slot: slotIf,
		},
	}
}
