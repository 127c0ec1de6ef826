package net

import (
	"slices"
	"testing"

	"github.com/stccg/stccg/game"
)

// An event, once in the log, never changes: a reader who was sent it
// during the game and one who replays the game afterwards (the fair
// shuffle check, a rejoin) read the same cards. Seat 2's log is read
// after every decision, as a host sends it, and compared with the whole
// log at the end. Dead Ringer's replacement once rewrote the cards of the
// selection event before it (the two shared one slice).
func TestEventsDoNotChangeAfterTheFact(t *testing.T) {
	lib := testLib(t)
	decks := [2]game.DeckList{sampleList(t, lib, "tng-excelsior"), sampleList(t, lib, "klingon-excelsior")}
	for seed := uint64(1); seed <= 8; seed++ {
		g, err := game.New(lib, game.Setup{Decks: decks, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		var bots [2]game.Bot
		for p := range bots {
			if bots[p], err = game.NewBotWith(game.BotBasic, lib, seed+uint64(p)); err != nil {
				t.Fatal(err)
			}
		}
		var seen []game.Event
		read := func() {
			for _, e := range g.EventsSince(JoinSeat, len(seen)) {
				e.Cards = slices.Clone(e.Cards)
				seen = append(seen, e)
			}
		}
		read()
		for n := 0; n < 20000; n++ {
			d := g.Pending()
			if d == nil {
				break
			}
			v := g.View(d.Player)
			if _, err := g.Choose(d.Player, bots[d.Player].Choose(&v, d)); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			read()
		}
		for i, e := range g.EventsSince(JoinSeat, 0) {
			if s := seen[i]; s.Text != e.Text || !slices.Equal(s.Cards, e.Cards) {
				t.Errorf("seed %d: event %d read %q %v during the game, %q %v afterwards", seed, e.Seq, s.Text, s.Cards, e.Text, e.Cards)
			}
		}
	}
}
