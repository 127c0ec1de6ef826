package main

import (
	"math"
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

// batchMemoryLimit is the heap a batch of games may grow to before the
// garbage collector runs.
const batchMemoryLimit = 512 << 20

// tuneGCForBatch sets the collector for a batch of games and returns what
// restores it. A batch keeps a small live heap (the games in play and the
// tallies) and allocates fast, so collecting by heap growth runs the
// collector far too often; collecting only when the heap reaches a fixed
// limit costs a few hundred megabytes and saves most of the collector's
// work. A limit set by GOMEMLIMIT is kept.
func tuneGCForBatch() (restore func()) {
	limit := debug.SetMemoryLimit(-1)
	if limit == math.MaxInt64 {
		limit = batchMemoryLimit
	}
	oldLimit := debug.SetMemoryLimit(limit)
	oldPercent := debug.SetGCPercent(-1)
	return func() {
		debug.SetGCPercent(oldPercent)
		debug.SetMemoryLimit(oldLimit)
	}
}
