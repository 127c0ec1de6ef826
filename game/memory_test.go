package game_test

import (
	"os"
	"runtime"
	"runtime/pprof"
	"testing"

	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
)

// Heap per live game (issue 26): a host keeps its game in memory from
// set-up to the end, so a game's own heap (the shared card library aside)
// is bounded: under 96 KiB when it has just been set up (68–83 KiB;
// 205–219 KiB before the event log grew as needed), and once played to
// its end under 256 KiB (183–211 KiB with the compact choice log and the
// archive of a finished game's events, 320–387 KiB before them). These
// are bounds on bytes, measured with runtime.MemStats over several games
// held at once, driven as `play` and `host` drive them (the decision API,
// one call at a time). The figures are logged (go test -v -run
// TestHeapPerGame ./game) and reported by BenchmarkHeapPerGame.

const (
	maxFreshGameHeap    = 96 << 10
	maxFinishedGameHeap = 256 << 10
)

// liveHeap is the heap in use after a full collection.
func liveHeap() uint64 {
	var m runtime.MemStats
	runtime.GC()
	runtime.GC()
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// playOut answers every decision of g with basic bots through the
// decision API, as the terminal and the host do.
func playOut(t testing.TB, lib *game.Library, g *game.Game, seed uint64) {
	t.Helper()
	var bots [2]game.Bot
	for p := range bots {
		var err error
		if bots[p], err = game.NewBotWith("basic", lib, seed*10+uint64(p)); err != nil {
			t.Fatal(err)
		}
	}
	for n := 0; ; n++ {
		d := g.Pending()
		if d == nil {
			return
		}
		if n == 100000 {
			t.Fatalf("seed %d: not over after %d decisions", seed, n)
		}
		v := g.View(d.Player)
		if _, err := g.Choose(d.Player, bots[d.Player].Choose(&v, d)); err != nil {
			t.Fatal(err)
		}
	}
}

func TestHeapPerGame(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 36 games")
	}
	lib, err := game.DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	for _, pair := range heapPairs {
		fresh, finished := heapPerGame(t, lib, pair, 12)
		t.Logf("%s v %s: %d KiB a fresh game, %d KiB a finished one (12 games)", pair[0], pair[1], fresh>>10, finished>>10)
		if fresh > maxFreshGameHeap {
			t.Errorf("%s v %s: a fresh game holds %d KiB of heap, want under %d", pair[0], pair[1], fresh>>10, maxFreshGameHeap>>10)
		}
		if finished > maxFinishedGameHeap {
			t.Errorf("%s v %s: a finished game holds %d KiB of heap, want under %d", pair[0], pair[1], finished>>10, maxFinishedGameHeap>>10)
		}
	}
}

// heapPairs are the decks the heap per game is measured with: two pairs
// of starters and two samples.
var heapPairs = [][2]string{
	{"klingon-excelsior", "tng-excelsior"},
	{"romulan-excelsior", "common-ground-excelsior"},
	{"federation", "borg"},
}

// heapPerGame is the heap one game of pair holds, on average over n games
// held at once: just set up (fresh) and played to its end (finished).
func heapPerGame(t testing.TB, lib *game.Library, pair [2]string, n int) (fresh, finished uint64) {
	t.Helper()
	var lists [2]game.DeckList
	for i, name := range pair {
		d, err := decks.Load(lib, name)
		if err != nil {
			t.Fatal(err)
		}
		lists[i] = d.List()
	}
	newGame := func(seed uint64) *game.Game {
		g, err := game.New(lib, game.Setup{Decks: lists, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	// One game first: what the library builds on first use (its
	// encodings, the names a card may name) is shared, not a game's.
	lib.All()
	playOut(t, lib, newGame(99), 99)

	games := make([]*game.Game, n)
	before := liveHeap()
	for i := range games {
		games[i] = newGame(uint64(i + 1))
	}
	fresh = (liveHeap() - before) / uint64(n)
	for i, g := range games {
		playOut(t, lib, g, uint64(i+1))
	}
	finished = (liveHeap() - before) / uint64(n)
	if p := os.Getenv("STCCG_HEAP_PROFILE"); p != "" {
		if f, err := os.Create(p + "-" + pair[0] + ".prof"); err == nil {
			_ = pprof.WriteHeapProfile(f)
			f.Close()
		}
	}
	runtime.KeepAlive(games)
	return fresh, finished
}

// BenchmarkHeapPerGame reports the heap a game holds, fresh and finished,
// for each pair of decks (no time is measured: the figures are bytes).
//
//	go test ./game -run '^$' -bench HeapPerGame -benchtime 1x
func BenchmarkHeapPerGame(b *testing.B) {
	lib, err := game.DefaultLibrary()
	if err != nil {
		b.Fatal(err)
	}
	for _, pair := range heapPairs {
		b.Run(pair[0]+"-v-"+pair[1], func(b *testing.B) {
			var fresh, finished uint64
			for b.Loop() {
				f, d := heapPerGame(b, lib, pair, 12)
				fresh, finished = fresh+f, finished+d
			}
			b.ReportMetric(float64(fresh)/float64(b.N)/1024, "fresh-KiB/game")
			b.ReportMetric(float64(finished)/float64(b.N)/1024, "finished-KiB/game")
		})
	}
}
