package game

// Event is one change to the game, for logs and replays. Text is the full
// account; when Private is set only Player may read Text and everyone else
// reads Public (e.g. "Player 1 draws a card.").
type Event struct {
	Seq     int    `json:"seq"`
	Turn    int    `json:"turn"`
	Kind    string `json:"kind"`
	Player  Player `json:"player"` // -1 when no player acted
	Cards   []int  `json:"cards,omitempty"`
	Text    string `json:"text"`
	Public  string `json:"-"`
	Private bool   `json:"-"`
	// readers, when set, is Text as each seat and a spectator may read it
	// (view_conceal.go): cards they may not identify are not named.
	readers *[3]string
	// Facts for statistics (see event_facts.go); never shown to a player.
	Facts EventFacts `json:"-"`
	// render, when set, writes Text and Public on first read (see
	// text_event_late.go), from the event and, when it needs more, at (a card:
	// where a card was played, moved or beamed to), from (where a ship
	// moved or cards beamed from) and note (words said at the time).
	render func(g *Game, e *Event)
	at     int
	from   int
	note   string
	// named, with render renderNamed, words an event naming Cards for
	// each reader; known holds, 3 bits per card of Cards, which readers
	// could identify it when it happened (view_conceal.go).
	named namedText
	known uint64
}

func (g *Game) emit(e Event) {
	if g.quiet {
		return // a strong bot's future: nothing reads its events
	}
	g.unarchive()
	e.Seq = len(g.events) + 1
	e.Turn = g.turn
	g.events = append(g.events, e)
	// Work on the stored event: taking e's address would move every event
	// to the heap first.
	p := &g.events[len(g.events)-1]
	g.noteFacts(p)
	if p.render != nil && !g.rec.on {
		p.render(g, p) // only games with bots answering (Match, SeatBot) write text late
		p.render = nil
	}
	if hasRefs(p.Text) || hasRefs(p.Public) {
		g.wordRefs(p) // the text named cards by reference (view_conceal.go)
	}
	if g.watch != nil {
		g.watch(p)
	}
}

// For returns the event as player p may see it.
func (e Event) For(p Player) Event {
	if e.Private && e.Player != p {
		e.Text = e.Public
		e.Cards = nil
	}
	if e.readers != nil {
		i := 2 // a spectator
		if p == 0 || p == 1 {
			i = int(p)
		}
		e.Text = e.readers[i]
	}
	e.Private = false
	e.Public = ""
	e.readers = nil
	e.Facts = EventFacts{}
	// What a late text read is the game's, written into Text by now: a
	// finished game's archive (event_archive.go) no longer holds it.
	e.render, e.at, e.from, e.note, e.named, e.known = nil, 0, 0, "", nil, 0
	return e
}

// Log returns every event so far as player p may see it.
func (g *Game) Log(p Player) []Event {
	g.renderFrom(0)
	events := g.eventsFrom(0)
	out := make([]Event, len(events))
	for i, e := range events {
		out[i] = e.For(p)
	}
	return out
}

// EventsSince returns the events after sequence number seq, as p sees them.
func (g *Game) EventsSince(p Player, seq int) []Event {
	if seq < 0 {
		seq = 0
	}
	if seq > g.eventCount() {
		return nil
	}
	g.renderFrom(seq)
	events := g.eventsFrom(seq)
	out := make([]Event, 0, len(events))
	for _, e := range events {
		out = append(out, e.For(p))
	}
	return out
}

// EventCount is the sequence number of the latest event.
func (g *Game) EventCount() int { return g.eventCount() }

// TallyEvents counts events by kind from sequence number seq on, and
// returns the sequence number to continue from.
func (g *Game) TallyEvents(seq int, counts map[string]int) int {
	n := g.eventCount()
	for i := min(max(seq, 0), n); i < n; i++ {
		if g.archive != nil {
			counts[g.archive.recs[i].kind]++
		} else {
			counts[g.events[i].Kind]++
		}
	}
	return n
}
