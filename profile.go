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

// batchGCPercent is the garbage collector's target while a batch plays,
// and batchMemoryLimit the heap at which it collects whatever that
// target says.
const (
	batchGCPercent   = 2000
	batchMemoryLimit = 100 << 20
)

// tuneGCForBatch sets the collector for a batch of games and returns what
// restores it. A batch keeps a small live heap (the games in play and the
// tallies) and allocates fast, so the default target collects far too
// often: 2000% used the least CPU time of 800, 2000 and 4000. Alone, that
// target let the heap reach 20 times the live heap, 270–290 MB of RSS
// for `sim --games 2000`; a soft limit of 100 MiB now starts a collection
// there first. With a live heap of a few MiB a collection costs little,
// so collecting at 100 MiB instead of at 200 or more costs no measurable
// speed, and the heap is reused while it is still in the cache and
// mapped. A live heap above the limit (a huge batch's tallies) would
// make the runtime collect often, never fail: the limit is soft. GOGC
// and GOMEMLIMIT, when set, are kept.
func tuneGCForBatch() (restore func()) {
	oldPercent, oldLimit := -2, int64(-1)
	if os.Getenv("GOGC") == "" {
		oldPercent = debug.SetGCPercent(batchGCPercent)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		oldLimit = debug.SetMemoryLimit(batchMemoryLimit)
	}
	return func() {
		if oldPercent != -2 {
			debug.SetGCPercent(oldPercent)
		}
		if oldLimit >= 0 {
			debug.SetMemoryLimit(oldLimit)
		}
	}
}
