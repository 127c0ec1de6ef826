package game

import "slices"

// What a game keeps in memory (issue 26): a host holds its game from
// set-up to the end, so a game takes memory as it needs it and gives back
// what it no longer needs when it ends. TestHeapPerGame bounds both.

// initialEvents is the event log's first capacity. A game logs some 400 to
// 700 events; reserving 640 at set-up was 141 KiB of a fresh game's 212.
// The log grows as append grows it, and a batch that reuses its games
// (Setup.Reuse) keeps the grown log from game to game.
const initialEvents = 64

// releaseSlack trims the event log and the choice log of a finished game
// to their length: the room append left for more is never used now. A
// game a Match plays is left alone: its batch reuses the memory for the
// next game (Setup.Reuse).
func (g *Game) releaseSlack() {
	if g.rec.on {
		return
	}
	if cap(g.events)-len(g.events) > len(g.events)/8 {
		g.events = slices.Clone(g.events)
	}
	if cap(g.log)-len(g.log) > len(g.log)/8 {
		g.log = slices.Clone(g.log)
	}
}
