package game

// eventArchive holds the events of a finished game compactly (issue 26: a
// finished game under 256 KiB). A live game keeps its events as Events,
// 224 bytes each with the fields only a Match's late text reads, and the
// card lists each in a slice of its own; a game logs 400 to 700 of them,
// about a third of a finished game's heap. Once the game is over no event
// is added or worded again, so releaseSlack moves them here: 88 bytes an
// event, the card lists in one shared table. Every reader (Log,
// EventsSince, Events, Choose's return) gets the same Events back, built
// when read; only the fields a late text read while the game ran (already
// written into Text and Public) are gone.
type eventArchive struct {
	recs []eventRecord
	// ints holds every record's cards, then its hidden cards.
	ints []int32
	// reasons are the distinct Facts.Reason values, numbered from 1.
	reasons []string
}

// eventRecord is one archived event. Seq is its index plus one.
type eventRecord struct {
	kind, text, public string
	readers            *[3]string
	turn               int32
	mission, dilemma   int32
	at                 int32 // where its cards start in ints
	cards, hidden      uint16
	player             int8
	flags              uint8
	reason             uint8 // Facts.Reason: 0 for none, else reasons[reason-1]
}

const (
	recPrivate    uint8 = 1 << iota
	recCardsSet         // Cards was not nil (it may be empty)
	recHiddenSet        // Facts.Hidden was not nil
	maxArchiveLen = 1<<16 - 1
)

// archivable reports whether events can be archived: no late text left to
// write, and every count within a record's fields.
func archivable(events []Event) bool {
	for i := range events {
		e := &events[i]
		if e.render != nil || len(e.Cards) > maxArchiveLen || len(e.Facts.Hidden) > maxArchiveLen {
			return false
		}
	}
	return true
}

// archiveEvents packs events; archivable(events) must hold.
func archiveEvents(events []Event) *eventArchive {
	n := 0
	for i := range events {
		n += len(events[i].Cards) + len(events[i].Facts.Hidden)
	}
	a := &eventArchive{recs: make([]eventRecord, len(events)), ints: make([]int32, 0, n)}
	for i := range events {
		e := &events[i]
		r := &a.recs[i]
		r.kind, r.text, r.public, r.readers = e.Kind, e.Text, e.Public, e.readers
		r.turn, r.mission, r.dilemma = int32(e.Turn), int32(e.Facts.Mission), int32(e.Facts.Dilemma)
		r.player = int8(e.Player)
		r.at, r.cards, r.hidden = int32(len(a.ints)), uint16(len(e.Cards)), uint16(len(e.Facts.Hidden))
		for _, id := range e.Cards {
			a.ints = append(a.ints, int32(id))
		}
		for _, id := range e.Facts.Hidden {
			a.ints = append(a.ints, int32(id))
		}
		if e.Private {
			r.flags |= recPrivate
		}
		if e.Cards != nil {
			r.flags |= recCardsSet
		}
		if e.Facts.Hidden != nil {
			r.flags |= recHiddenSet
		}
		r.reason = a.reasonIndex(e.Facts.Reason)
	}
	return a
}

// reasonIndex numbers reason among the archive's distinct reasons.
func (a *eventArchive) reasonIndex(reason string) uint8 {
	if reason == "" {
		return 0
	}
	for i, r := range a.reasons {
		if r == reason {
			return uint8(i + 1)
		}
	}
	a.reasons = append(a.reasons, reason)
	return uint8(len(a.reasons))
}

// event is the i-th event as it was logged.
func (a *eventArchive) event(i int) Event {
	r := &a.recs[i]
	e := Event{
		Seq: i + 1, Turn: int(r.turn), Kind: r.kind, Player: Player(r.player),
		Text: r.text, Public: r.public, Private: r.flags&recPrivate != 0, readers: r.readers,
		Facts: EventFacts{Mission: int(r.mission), Dilemma: int(r.dilemma)},
	}
	at := int(r.at)
	e.Cards = a.ids(at, int(r.cards), r.flags&recCardsSet != 0)
	e.Facts.Hidden = a.ids(at+int(r.cards), int(r.hidden), r.flags&recHiddenSet != 0)
	if r.reason != 0 {
		e.Facts.Reason = a.reasons[r.reason-1]
	}
	return e
}

// ids is a fresh list of n card ids from ints[at:]; nil when the event's
// list was nil.
func (a *eventArchive) ids(at, n int, set bool) []int {
	if !set {
		return nil
	}
	out := make([]int, n)
	for k := range out {
		out[k] = int(a.ints[at+k])
	}
	return out
}

// eventCount is how many events the game has logged.
func (g *Game) eventCount() int {
	if g.archive != nil {
		return len(g.archive.recs)
	}
	return len(g.events)
}

// eventsFrom is the events from index seq on (0 <= seq <= eventCount()):
// the game's own while it is live, built from the archive once it is over.
func (g *Game) eventsFrom(seq int) []Event {
	if g.archive == nil {
		return g.events[seq:]
	}
	out := make([]Event, len(g.archive.recs)-seq)
	for i := range out {
		out[i] = g.archive.event(seq + i)
	}
	return out
}
