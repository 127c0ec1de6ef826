package game

// What a game keeps in memory (issue 26): a host holds its game from
// set-up to the end, so a game takes memory as it needs it and gives back
// what it no longer needs when it ends. TestHeapPerGame bounds both.

// initialEvents is the event log's first capacity. A game logs some 400 to
// 700 events; reserving 640 at set-up was 141 KiB of a fresh game's 212.
// Set-up logs 16 or 17 (the starters and samples), so 32 holds them with
// room for the first turn's start; the log grows as append grows it (a
// few copies a game, each of a log smaller than the next), and a batch
// that reuses its games (Setup.Reuse) keeps the grown log from game to
// game.
const initialEvents = 32

// releaseSlack gives back what a finished game no longer needs: its events
// go to a compact archive (event_archive.go), the choice log loses the
// room append left for more, and memos go. A game a Match plays is left alone: its
// batch reuses the memory for the next game (Setup.Reuse). A game with a
// bot seated (SeatBot) is no batch's: it lets go.
func (g *Game) releaseSlack() {
	if g.rec.on && !g.rec.seated {
		return
	}
	if g.archive == nil && archivable(g.events) {
		g.archive, g.events = archiveEvents(g.events), nil
	}
	g.log.trim()
	// Memos, worked out again if ever asked: the loop key's card parts
	// (rules_loops_cards.go) and what each card's definition says about
	// playing it (rules_play_facts.go).
	g.loops.cards = cardKeys{}
	g.plays.facts = nil
}

// unarchive brings a finished game's events back into the live log before
// another is added (nothing adds one after the end today; this keeps the
// log whole if something ever does).
func (g *Game) unarchive() {
	if g.archive != nil {
		g.events, g.archive = g.eventsFrom(0), nil
	}
}
