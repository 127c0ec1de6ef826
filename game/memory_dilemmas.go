package game

// dilMemory is the memory of dilemma and reveal steps that a game
// played on another's memory (takeMemory) reuses: slabs, which a game
// played once leaves off (slab.go).
type dilMemory struct {
	// steps holds copies of steps that continuations keep (keepStep):
	// a Step, some 800 bytes, captured by a closure went to the heap at
	// every call of the function capturing it.
	steps slab[Step]
}

// handOn returns the memory for the next game played on it.
func (m *dilMemory) handOn() dilMemory {
	return dilMemory{steps: m.steps.handOn()}
}

// keepStep is a copy of *s that lasts as long as the game, for a
// continuation to point to.
func (g *Game) keepStep(s *Step) *Step { return g.dil.steps.take(*s) }
