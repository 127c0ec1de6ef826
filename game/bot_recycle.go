package game

// recycler lets a game reuse the memory of the decisions it poses to
// bots, which keep no decision past the choice that answers it (a Match's
// or a BotSeat's bot reads the decision, chooses, and the next one is
// posed). Building the options of every decision afresh was most of what
// a simulated game allocated. A decision handed out by Pending (or in a
// View) may be kept by whoever read it (the TUI, the network): it is
// never reused (escape).
type recycler struct {
	on bool
	// seated: on for a bot seated in a game of no batch (SeatBot), whose
	// memory is not handed to a next game.
	seated bool
	dec    *Decision
	opts   []Option
	acts   []action // the options of orders and of play-and-draw
	// beam: the options of a beam route. The route is asked by an order
	// being carried out, so it cannot share the orders' list; the next
	// route is asked only after this one is answered.
	beam []action
	// views are the seats' views a Match refills (kept with the game, so a
	// game built on a finished one refills that game's views).
	views *[2]ViewBuffer
}

// newDecision returns a decision to fill, zeroed.
func (g *Game) newDecision() *Decision {
	if !g.rec.on {
		return &Decision{}
	}
	if g.rec.dec == nil {
		g.rec.dec = new(Decision)
	} else {
		*g.rec.dec = Decision{}
	}
	return g.rec.dec
}

// escape gives d, the pending decision, to a reader who may keep it: the
// recycler lets go of its memory (the decision and the options list,
// which may be d's), and the next decision is built on new memory.
func (r *recycler) escape(d *Decision) {
	if d == r.dec {
		r.dec = nil
	}
	r.opts = nil
}

// seatViews is the seats' view buffers, made on first use.
func (r *recycler) seatViews() *[2]ViewBuffer {
	if r.views == nil {
		r.views = new([2]ViewBuffer)
	}
	return r.views
}

// optionBuffer returns an empty slice for n options (nil for none, as a
// fresh decision has).
func (g *Game) optionBuffer(n int) []Option {
	if n == 0 {
		return nil
	}
	if !g.rec.on || cap(g.rec.opts) < n {
		return make([]Option, 0, n) // kept by offer when it is the larger
	}
	return g.rec.opts[:0]
}

// keepOptions keeps opts, a decision's options from optionBuffer, as the
// buffer to reuse once that decision is answered (the larger one stays).
func (g *Game) keepOptions(opts []Option) {
	if g.rec.on && opts != nil {
		g.rec.opts = opts[:0]
	}
}

// actionBuffer returns an empty list for the options of orders or of
// play-and-draw; keepActions hands it back once filled, so that its room
// is reused (the list stays in use until the decision is answered, and
// the next such list is built only after that).
func (g *Game) actionBuffer(n int) []action { return g.rec.actions(&g.rec.acts, n) }

func (g *Game) keepActions(acts []action) { g.rec.keep(&g.rec.acts, acts) }

// actions returns an empty list with room for n from *buf, one of the
// recycler's lists, or a new list when the recycler is off or *buf is
// too small; keep hands the filled list back as *buf.
func (r *recycler) actions(buf *[]action, n int) []action {
	if !r.on || cap(*buf) < n {
		return make([]action, 0, n)
	}
	return (*buf)[:0]
}

func (r *recycler) keep(buf *[]action, acts []action) {
	if r.on {
		*buf = acts[:0]
	}
}
