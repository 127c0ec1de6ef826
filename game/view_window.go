package game

// WindowBuffer keeps a seat's window views between windows (WindowView):
// refilling it reuses the view's lists and the decision's copy, so a
// window view allocates nothing, whatever the window offers.
type WindowBuffer struct {
	view ViewBuffer
	dec  Decision
	opts []Option
}

// WindowView is what a seat's bot reads to answer a response window, and
// nothing that depends on what the seat holds (issue 25 item 17: a bot
// that built the whole view, hand and all, took longer to pass when it
// held a response than when it held none, and the other seat could time
// it). It refills buf with a light view of the scores, counts and the
// cards being played (public), never the hand nor why its cards cannot
// be played, and returns it with p's pending window as Pending: a copy,
// its labels and prompt left unbuilt (bots decide on actions and cards).
// It returns nil when p is not being asked in a response window. The
// view is valid until buf is refilled.
//
// A window that offers p a response has more options than one that
// offers Pass alone; copying them is the only work that grows with them
// (the basic bot reads them in a loop), a few nanoseconds each.
func (g *Game) WindowView(p Player, buf *WindowBuffer) *View {
	d := g.pendingDecision()
	if d == nil || d.Player != p || d.Kind != KindRespond {
		return nil
	}
	buf.view.Light, buf.view.omit = true, viewAll&^viewPlaying
	v := g.ViewInto(p, &buf.view)
	buf.dec = *d
	buf.opts = append(buf.opts[:0], d.Options...)
	buf.dec.Options = buf.opts
	v.Pending = &buf.dec
	return v
}
