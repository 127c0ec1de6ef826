package game

// "Cannot" binds every step that does something to a card, costs
// included (Glossary: cannot; Paying costs; Rulebook: Facing Dilemmas). A
// verb says in the registry what its step does to the cards it reaches
// (verb.undergoes) and, when it reaches cards whatever anyone chooses,
// which ones (verb.reaches). From that one declaration:
//
//   - a card that cannot undergo it is never offered to be chosen for it
//     (each verb's list of candidates asks mayUndergo);
//   - a cost that must do it to such a card cannot be paid, so the text
//     paying it is not offered (costPossible);
//   - done as an effect, it is ignored for such a card (ignoreCannot).

// undergoesOutcome marks a verb whose step's own outcome field says what
// the cards it reaches undergo (select, outcome, all).
const undergoesOutcome = "(its outcome)"

// stepUndergoes is what step s does to each card it reaches, as a
// "cannot" modifier names it; "" when nothing a card may be exempt from.
func stepUndergoes(s *Step) string {
	v, ok := s.verbOf()
	if !ok {
		return ""
	}
	if v.undergoes == undergoesOutcome {
		return s.Outcome
	}
	return v.undergoes
}

// mayUndergo reports whether card id may be reached by step s now: not
// when it cannot undergo what s does to it.
func (g *Game) mayUndergo(s *Step, id int) bool {
	o := stepUndergoes(s)
	return o == "" || !g.cannot(id, o)
}

// costBarred reports whether cost step s must do to some card what that
// card cannot undergo now.
func (g *Game) costBarred(ctx fxCtx, s *Step) bool {
	v, ok := s.verbOf()
	if !ok || v.reaches == nil {
		return false
	}
	o := stepUndergoes(s)
	if o == "" {
		return false
	}
	for _, id := range v.reaches(g, ctx, s) {
		if g.cannotActed(id, o, ctx.src) { // vocab_cannot_by_opponent.go
			return true
		}
	}
	return false
}

// costPossible reports whether cost steps can be paid in full now: each
// can be done (stepsPossible), and none must do to a card what that card
// cannot undergo.
func (g *Game) costPossible(ctx fxCtx, steps []Step) bool {
	ctx.paying = true // a permission may let a cost be paid differently (vocab_pay_instead.go)
	if !g.stepsPossible(ctx, steps) {
		return false
	}
	for i := range steps { // by index: a Step is big to copy
		if g.costBarred(ctx, &steps[i]) {
			return false
		}
	}
	return true
}

// reachesSelf is the reach of a step done to the card whose text it is.
func reachesSelf(_ *Game, ctx fxCtx, _ *Step) []int { return []int{ctx.src} }
