package main

import (
	"os"
	"runtime/debug"
	"runtime/pprof"
)

// startCPUProfile profiles the process into path until stop is called.
func startCPUProfile(path string) (stop func(), err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}

// batchGCPercent is the garbage collector's target while a batch plays.
const batchGCPercent = 2000

// tuneGCForBatch sets the collector for a batch of games and returns what
// restores it. A batch keeps a small live heap (the games in play and the
// tallies) and allocates fast, so the default target collects far too
// often. A looser target costs tens of megabytes; we measured 800, 2000,
// 4000 and a fixed 512 MiB limit (the limit spends its gain on page
// faults): 2000 used the least CPU time. GOGC, when set, is kept.
func tuneGCForBatch() (restore func()) {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	old := debug.SetGCPercent(batchGCPercent)
	return func() { debug.SetGCPercent(old) }
}
