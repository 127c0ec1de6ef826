package game

// BotSeat plays one seat of a game with a bot, the way a Match plays
// both: the bot reads only its own seat's view, refilled in place and
// holding only the parts it reads, and the decision reaches it without
// its labels and prompt built. `play --vs-bot` answers its bot's
// decisions through one, so that a bot costs there what it costs in
// `stccg sim` (BenchmarkGameDecisionAPI).
type BotSeat struct {
	g   *Game
	p   Player
	bot Bot
	buf *ViewBuffer
}

// SeatBot seats bot b at p. From then on a response window that offers p
// nothing but Pass is answered Pass without being posed, as in a Match:
// that is any bot's only answer, and a bot keeps nothing from such a
// decision. The window still takes its decision number and the pass is
// logged, so the game, its log and its events are those of a game that
// asked; only p is not asked, and the other seat never sees p's
// decisions. The decisions posed to the bot are built on reused memory
// (recycler), as in a Match; those read with Pending are not.
func (g *Game) SeatBot(p Player, b Bot) *BotSeat {
	g.passAlone[p] = true
	g.rec.on, g.rec.seated = true, true
	return &BotSeat{g: g, p: p, bot: b, buf: &g.rec.seatViews()[p]}
}

// Answer has the bot answer the pending decision, which must be its
// seat's. A refused answer is an error and changes nothing. It returns
// no events: the events are worded when read (Log, EventsSince), and the
// answer to a decision of a bot is read by nobody at once.
func (s *BotSeat) Answer() error {
	g := s.g
	d := g.pendingDecision()
	if d == nil {
		return ErrGameOver
	}
	if d.Player != s.p {
		return ErrNotYourTurn
	}
	return g.choose(s.p, g.botChoice(s.bot, d, s.buf))
}

// botChoice asks bot b for its answer to d, the pending decision, giving
// it the deciding seat's view in buf, holding what b reads of it (none
// at all if b reads no view).
func (g *Game) botChoice(b Bot, d *Decision, buf *ViewBuffer) Choice {
	if !WantsView(b, d) {
		return b.Choose(nil, d)
	}
	buf.Light = wantsLightView(b)
	parts := lightParts(b, d)
	buf.omit = viewAll &^ parts
	frozen := buf.Light && parts&viewStats != 0
	if frozen {
		// A light view's stats are worked out as the bot reads them
		// (statsTable): the modifier sources stay frozen, as while the
		// view is filled, until it has chosen. Nothing happens meanwhile:
		// a bot only reads its view.
		g.freezeSources()
	}
	c := b.Choose(g.ViewInto(d.Player, buf), d)
	if frozen {
		g.thawSources()
	}
	return c
}

// AnswerWith has bot b answer the pending decision, whoever's it is, as a
// BotSeat's bot would (its seat's view refilled in place, only the parts
// b reads), without seating it: the engine's one-off bot requests. It
// returns the events the answer caused, as Choose does.
func (g *Game) AnswerWith(b Bot) ([]Event, error) {
	d := g.pendingDecision()
	if d == nil {
		return nil, ErrGameOver
	}
	return g.Choose(d.Player, g.botChoice(b, d, &g.rec.seatViews()[d.Player]))
}
