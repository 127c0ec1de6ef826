package game

// (Not memory_windows.go: a _windows suffix builds only on Windows.)

// appendRun is append(s, v) growing s in r instead of the heap, for a
// short list that lives as long as the game (a trigger's abilities
// used): a list from r is handed to no one else, so s may be appended
// to in place until it is full; then it moves to a run twice its size.
func appendRun[T any](r *runs[T], s []T, v T) []T {
	if len(s) == cap(s) {
		grown := r.take(max(2*len(s), 2))
		copy(grown, s)
		s = grown[:len(s)]
	}
	return append(s, v)
}

// attemptWait is what the continuation of an attempt's about-to-complete
// or about-to-fail trigger reads: the attempt, the requirements checked
// (fail), what the responses may change, as it stood (complete). It
// waits in g.attemptWaits rather than in a closure per trigger:
// continuations run in the reverse order of their firing (each is a
// work item, or runs at once), so the last one waiting is the one's own.
type attemptWait struct {
	a      *attempt
	req    *Req
	before completing
}

// attemptWait takes the last attemptWait off g.attemptWaits.
func (g *Game) attemptWait() attemptWait {
	n := len(g.attemptWaits) - 1
	w := g.attemptWaits[n]
	g.attemptWaits[n] = attemptWait{} // keeps nothing alive
	g.attemptWaits = g.attemptWaits[:n]
	return w
}
