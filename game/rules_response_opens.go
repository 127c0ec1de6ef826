package game

// Whether a window opens (windowOpens) is asked as each trigger fires
// and before many are made (listenedTo), some 700 times a game. Its
// first question, whether some card of the pool could answer the kind
// from where the opponent cannot identify it, is a fact of the library
// (Library.concealedListens, computed once per library behind a
// sync.Once); the game keeps its own copy of the answers for every kind,
// read without the Once.
//
// The copy is made from concealedFor, the library it was read from, and
// made again whenever the game's library is another (a game's library
// is set as it is made, and takeMemory starts from a zero Game, whose
// concealedFor is nil). The library's answers never change once made, so
// a copy from the same library is always right.

// concealedListens is g.lib.concealedListens(k), false without a
// library; k is a kind number (busKind), not -1.
func (g *Game) concealedListens(k int) bool {
	if g.concealedFor != g.lib {
		g.concealedFor = g.lib
		for i := range g.concealed {
			g.concealed[i] = g.lib != nil && g.lib.concealedListens(i)
		}
	}
	return g.concealed[k]
}
