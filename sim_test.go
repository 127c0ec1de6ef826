package main

import (
	"testing"

	"github.com/stccg/stccg/game"
)

func simDecks(t testing.TB) (*game.Library, [2]game.DeckList) {
	t.Helper()
	lib, err := game.DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	d1, err := loadDeckList(lib, "federation")
	if err != nil {
		t.Fatal(err)
	}
	d2, err := loadDeckList(lib, "klingon")
	if err != nil {
		t.Fatal(err)
	}
	return lib, [2]game.DeckList{d1, d2}
}

// The same seed gives the same results whatever the number of workers.
func TestSimDeterministic(t *testing.T) {
	lib, d := simDecks(t)
	a := simulate(simConfig{Lib: lib, Decks: d, Games: 20, Seed: 9, Workers: 1, Bot: game.BotBasic})
	b := simulate(simConfig{Lib: lib, Decks: d, Games: 20, Seed: 9, Workers: 2, Bot: game.BotBasic})
	a.GamesPerSec, b.GamesPerSec = 0, 0
	if a.Errors != 0 {
		t.Fatalf("errors: %v", a.ErrorSamples)
	}
	if a.Wins != b.Wins || a.Ties != b.Ties || a.AvgTurns != b.AvgTurns || a.Decisions != b.Decisions || a.DilemmasFaced != b.DilemmasFaced {
		t.Fatalf("same seed, different results:\n%+v\n%+v", a, b)
	}
	c := simulate(simConfig{Lib: lib, Decks: d, Games: 20, Seed: 10, Workers: 2, Bot: game.BotBasic})
	if c.Decisions == a.Decisions && c.AvgTurns == a.AvgTurns {
		t.Fatalf("different seeds gave identical batches; the seed is not used")
	}
}

// The basic bot plays real games: some end by missions.
func TestSimBasicBotWinsByMissions(t *testing.T) {
	lib, d := simDecks(t)
	r := simulate(simConfig{Lib: lib, Decks: d, Games: 30, Seed: 3, Bot: game.BotBasic})
	if r.Errors != 0 {
		t.Fatalf("errors: %v", r.ErrorSamples)
	}
	if r.EndReasons[game.ReasonMissions] == 0 || r.MissionsCompleted == 0 || r.DilemmasFaced == 0 || r.Attempts == 0 {
		t.Fatalf("bots do not play to win: %+v", r)
	}
}

func BenchmarkSimBasic(b *testing.B) {
	lib, d := simDecks(b)
	for i := 0; b.Loop(); i++ {
		playOne(simConfig{Lib: lib, Decks: d, Bot: game.BotBasic, MaxSteps: 200000, Seed: uint64(i)}, 0)
	}
}
