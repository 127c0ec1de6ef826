package game

// dilemma-unmet: the dilemma being faced asks for something the facing
// personnel lack (James T. Kirk, Living Legend, 5P028, may be killed to
// prevent such a dilemma). A dilemma's requirements are the ones its
// unless steps name (Rulebook: Facing Dilemmas), raised as its own text
// raised them; the condition holds when the personnel now facing it, as
// they stand, fall short of one of them. A dilemma that names no
// requirement has none to fail.

func dilemmaUnmetConds() map[string]condEntry {
	return map[string]condEntry{
		"dilemma-unmet": {
			doc:     "the dilemma being faced has requirements (an unless step) that the personnel facing it do not meet now",
			example: "cond: dilemma-unmet",
			holds: func(g *Game, _ *Cond, ctx fxCtx) bool {
				d := g.reactDilemma(ctx)
				if d == 0 || g.attempt == nil {
					return false
				}
				rc := g.reqCtx(g.attempt)
				unmet := false
				walkSteps(g.cards[d].Card.Effect, func(s *Step) {
					if s.Do == DoUnless && s.req != nil && !g.raisedReq(s.req).MetIn(rc) {
						unmet = true
					}
				})
				return unmet
			},
			text: func(*Cond, condWords) string {
				return "that dilemma has requirements your personnel facing it do not meet"
			},
			slot: slotIfClause, inModifiers: true,
		},
	}
}

// walkSteps calls fn for each step of steps and of every step nested in
// them.
func walkSteps(steps []Step, fn func(s *Step)) {
	for i := range steps {
		s := &steps[i]
		fn(s)
		for _, nested := range append([][]Step{s.Then, s.IfCannot, s.Cost, s.Else}, s.Choices...) {
			walkSteps(nested, fn)
		}
	}
}
