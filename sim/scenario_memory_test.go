package sim

import (
	"os"
	"runtime"
	"testing"

	"github.com/stccg/stccg/game"
)

// allocatedBy is how many bytes f allocates.
func allocatedBy(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// What the simulator keeps per turn (scores at the end of each turn, the
// turn a card was first played or a mission completed, the turns to win)
// is counted from a game's first turn, so a scenario that starts on turn
// 1,000,000 (docs/scenarios.md allows it) costs what one on turn 1 does.
// Before, those tallies were indexed by the turn number: 553 MB to 1 GB
// for one game.
func TestScenarioMemoryDoesNotGrowWithTheTurn(t *testing.T) {
	lib, err := game.DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("../testdata/scenarios/kolaran-raiders.yaml")
	if err != nil {
		t.Fatal(err)
	}
	run := func(turn string) (uint64, Report) {
		sc, err := game.ParseScenario(data)
		if err != nil {
			t.Fatal(err)
		}
		var rep Report
		bytes := allocatedBy(func() {
			rep = Run(Config{Lib: lib, Games: 4, Seed: 3, Workers: 1, Bots: basic(), NewGame: func(seed uint64) (*game.Game, error) {
				s := *sc
				s.Seed = seed
				s.Turn = map[string]int{"first": 1, "late": 1_000_000}[turn]
				return game.NewFromScenario(lib, &s)
			}})
		})
		if rep.Games != 4 || rep.Errors != 0 {
			t.Fatalf("turn %s: %d games, %d errors", turn, rep.Games, rep.Errors)
		}
		return bytes, rep
	}
	first, _ := run("first")
	late, _ := run("late")
	t.Logf("allocated: %d KiB from turn 1, %d KiB from turn 1,000,000", first>>10, late>>10)
	if late > 2*first+1<<20 {
		t.Errorf("4 games from turn 1,000,000 allocate %d KiB, from turn 1 %d KiB: what is kept grows with the turn number", late>>10, first>>10)
	}
}
