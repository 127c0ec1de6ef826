package game

// (Not memory_windows.go: a _windows suffix builds only on Windows.)

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
