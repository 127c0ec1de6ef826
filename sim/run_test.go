package sim

import (
	"encoding/json"
	"testing"

	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
)

func simDecks(t testing.TB) (*game.Library, [2]game.DeckList) {
	t.Helper()
	lib, err := game.DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	var out [2]game.DeckList
	for i, name := range []string{"federation", "klingon"} {
		d, err := decks.Load(lib, name)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = d.List()
	}
	return lib, out
}

func basic() [2]string { return [2]string{game.BotBasic, game.BotBasic} }

// The same seed gives the same report, to the byte, whatever the number of
// workers: each worker tallies its own games and merging adds counts.
func TestRunDeterministicAcrossWorkers(t *testing.T) {
	lib, d := simDecks(t)
	run := func(seed uint64, workers int) string {
		r := Run(Config{Lib: lib, Decks: d, Games: 24, Seed: seed, Workers: workers, Bots: basic()})
		if r.Errors != 0 {
			t.Fatalf("errors: %v", r.ErrorSamples)
		}
		r.GamesPerSec = 0
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	a, b, c := run(9, 1), run(9, 2), run(9, 5)
	if a != b || a != c {
		t.Fatalf("same seed, different reports:\n1 worker:  %s\n2 workers: %s\n5 workers: %s", a, b, c)
	}
	if run(10, 2) == a {
		t.Fatal("different seeds gave identical batches; the seed is not used")
	}
}

// The basic bot plays real games: some end by missions.
func TestRunBasicBotWinsByMissions(t *testing.T) {
	lib, d := simDecks(t)
	r := Run(Config{Lib: lib, Decks: d, Games: 30, Seed: 3, Bots: basic()})
	if r.Errors != 0 {
		t.Fatalf("errors: %v", r.ErrorSamples)
	}
	if r.EndReasons[game.ReasonMissions] == 0 || r.MissionsCompleted == 0 || r.DilemmasFaced == 0 || r.Attempts == 0 {
		t.Fatalf("bots do not play to win: %+v", r)
	}
}

func BenchmarkSimBasic(b *testing.B) {
	lib, d := simDecks(b)
	cfg := Config{Lib: lib, Decks: d, Bots: basic(), MaxSteps: 200000}
	for i := 0; b.Loop(); i++ {
		cfg.Seed = uint64(i)
		playOne(cfg, 0, newTally(), nil)
	}
}

// BenchmarkSimStarters plays whole games between the default decks (the
// TNG and Klingon Excelsior starters) as sim does, one worker, reusing
// each finished game's memory; games/s is per core.
func BenchmarkSimStarters(b *testing.B) {
	lib, d := starterDecks(b)
	for _, kind := range []string{game.BotBasic, game.BotRandom} {
		b.Run(kind, func(b *testing.B) {
			cfg := Config{Lib: lib, Decks: d, Bots: [2]string{kind, kind}, MaxSteps: 200000}
			t := newTally()
			var c carry
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				playOne(cfg, i, t, &c)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
		})
	}
}

// starterDecks loads the decks sim plays by default.
func starterDecks(t testing.TB) (*game.Library, [2]game.DeckList) {
	t.Helper()
	lib, err := game.DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	var d [2]game.DeckList
	for i, name := range []string{"tng-excelsior", "klingon-excelsior"} {
		x, err := decks.Load(lib, name)
		if err != nil {
			t.Fatal(err)
		}
		d[i] = x.List()
	}
	return lib, d
}

// A match answers windows that offer Pass alone without asking its bots;
// a watched run poses every one. The reports must be the same, the count
// of decisions included: among these games some end while a window is
// open (decks out on a draw), where the fast path must stop as posing
// would have.
func TestRunSameWhetherWindowsAreAskedOrNot(t *testing.T) {
	lib, d := starterDecks(t)
	cfg := Config{Lib: lib, Decks: d, Games: 400, Seed: 1, Workers: 2, Bots: basic()}
	fast := Run(cfg)
	asked := 0
	cfg.watch = func(_ int, _ *game.Game, d *game.Decision) {
		if d != nil {
			asked++
		}
	}
	cfg.Workers = 1 // the watcher counts without a lock
	every := Run(cfg)
	fast.GamesPerSec, every.GamesPerSec = 0, 0
	a, _ := json.Marshal(fast)
	b, _ := json.Marshal(every)
	if string(a) != string(b) {
		t.Fatalf("the reports differ:\n%s\n%s", a, b)
	}
	if asked != every.Decisions || every.Errors != 0 {
		t.Fatalf("%d decisions asked, %d reported, %d errors", asked, every.Decisions, every.Errors)
	}
}
