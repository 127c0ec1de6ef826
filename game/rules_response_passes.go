package game

// Pass-only windows (issue 26). Most windows are passed by everyone: of
// a trigger's, the kind counts no listener where it could answer
// (noneAnswering) and no card the trigger concerns answers from out of
// play (ownKillListens). Such a window still opens, takes its decision
// numbers and logs its passes exactly as before; it only skips what
// would find nothing: asking each player in turn for mandatory responses
// (offerMandatory, responses), and logging its passes one by one.

// answeredByNone reports that the window answers a trigger no card
// could answer now: neither player has anything to gather. It reads
// the state as it is, so it is asked as the window gathers, never kept.
func (w *responseWindow) answeredByNone() bool {
	return w.trig != nil && w.g.noneAnswering(w.k) && !w.g.ownKillListens(w.trig)
}

// logPasses answers the next n decisions Pass without asking, as n calls
// of logPass would.
func (g *Game) logPasses(n int) {
	g.log.addPasses(g.nextID+1, n)
	g.nextID += n
}
