package main

import (
	"os"
	"runtime/debug"
)

// oneShotGCPercent is the collector's target for a command that reads the
// card pool, prints and exits (cards, deck), and for play until its first
// frame is ready. Such a command keeps nearly
// everything it allocates (the pool's cards and indexes, about 7 MB), so
// a collection at the default 4 MB goal marks it all and frees almost
// nothing: a third of `stccg cards Worf`'s CPU time on a busy machine.
// At 400 the first goal is 16 MB, which these commands stay under, and
// the heap they leave is the same.
const oneShotGCPercent = 400

// tuneGCForOneShot sets the collector for a short command, or for the
// start of a long one until it calls restore; GOGC, when set, is kept.
func tuneGCForOneShot() (restore func()) {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	old := debug.SetGCPercent(oneShotGCPercent)
	return func() { debug.SetGCPercent(old) }
}
