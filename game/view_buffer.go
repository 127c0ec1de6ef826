package game

// ViewBuffer keeps one seat's view between decisions. Refilling it reuses
// every slice of the previous view, so a bot that reads a view for each
// decision allocates almost nothing; what it holds is built by the same
// code as View, so it shows exactly what View shows.
type ViewBuffer struct {
	// Light leaves out, for a bot that never reads them, the discard
	// piles, the removed cards and the descriptions of modifiers (text for
	// people; the numbers they change are in the view either way).
	Light bool

	v       View
	attempt AttemptView
	facing  CardView
}

// ViewInto refills buf with what me may see now and returns it. It is
// View(me) without Pending (a bot gets the decision itself, labels and
// prompt left unbuilt unless read). The view stays valid until buf is
// refilled.
func (g *Game) ViewInto(me Player, buf *ViewBuffer) *View {
	g.fillView(&buf.v, me, buf)
	return &buf.v
}
