package sim

import (
	"testing"

	"github.com/stccg/stccg/game"
)

// An event of a kind the tally reads by its first card, but naming no
// card (an empty pile), is counted as a kind and otherwise skipped, never
// a failed game.
func TestCollectorSkipsEventsWithoutCards(t *testing.T) {
	lib, d := simDecks(t)
	cfg := Config{Lib: lib, Decks: d, Games: 1, Seed: 5, Workers: 1, Bots: [2]string{game.BotBasic, game.BotBasic}}
	var last *game.Game
	cfg.watch = func(_ int, g *game.Game, _ *game.Decision) { last = g }
	rep := Run(cfg)
	if rep.Errors != 0 || last == nil {
		t.Fatalf("the game itself failed: %d errors", rep.Errors)
	}
	tl := newTally()
	events := append(last.Events(), game.Event{Kind: "overcome"}, game.Event{Kind: "face"}, game.Event{Kind: "attempt-failed"})
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("the tally panicked on an event without cards: %v", r)
			}
		}()
		tl.collecting.events(tl, last, events)
	}()
}
