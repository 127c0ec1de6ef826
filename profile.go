package main

import (
	"os"
	"runtime/debug"
	"runtime/metrics"
	"runtime/pprof"
	"time"
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
// target says, while the live heap is small.
const (
	batchGCPercent   = 2000
	batchMemoryLimit = 80 << 20
	// batchLiveFactor: the limit is never under this many times the live
	// heap, which is read every batchLimitEvery.
	batchLiveFactor = 4
	batchLimitEvery = 100 * time.Millisecond
)

// tuneGCForBatch sets the collector for a batch of games and returns what
// restores it. A batch keeps a small live heap (the games in play and the
// tallies) and allocates fast, so the default target collects far too
// often: 2000% used the least CPU time of 800, 2000 and 4000. Alone, that
// target let the heap reach 20 times the live heap, 270–290 MB of RSS
// for `sim --games 2000`; a soft limit of 80 MiB now starts a collection
// there first. With a live heap of a few MiB a collection costs little,
// so collecting at 80 MiB instead of at 200 or more costs no measurable
// speed. A batch whose live heap is large (a scenario at turn 1,000,000
// keeps hundreds of MB) would collect without pause under a fixed limit,
// so the limit follows the live heap: never under 4 times it. GOGC and
// GOMEMLIMIT, when set, are kept. The limit was 100 MiB; under a loaded
// machine the collector ran behind and a 1,000-game batch peaked at 162
// MiB of RSS (the bound is 160), so 80 MiB leaves room: 85 MiB resident
// alone against 104, at the same games per second (interleaved runs).
func tuneGCForBatch() (restore func()) {
	oldPercent, oldLimit := -2, int64(-1)
	if os.Getenv("GOGC") == "" {
		oldPercent = debug.SetGCPercent(batchGCPercent)
	}
	stop := make(chan struct{})
	done := make(chan struct{})
	if os.Getenv("GOMEMLIMIT") == "" {
		oldLimit = debug.SetMemoryLimit(batchMemoryLimit)
		go followLiveHeap(stop, done)
	} else {
		close(done)
	}
	return func() {
		close(stop)
		<-done
		if oldPercent != -2 {
			debug.SetGCPercent(oldPercent)
		}
		if oldLimit >= 0 {
			debug.SetMemoryLimit(oldLimit)
		}
	}
}

// followLiveHeap keeps the memory limit at batchLiveFactor times the live
// heap, and at least batchMemoryLimit, until stop is closed.
func followLiveHeap(stop <-chan struct{}, done chan<- struct{}) {
	defer close(done)
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	tick := time.NewTicker(batchLimitEvery)
	defer tick.Stop()
	for {
		select {
		case <-stop:
			return
		case <-tick.C:
		}
		metrics.Read(sample)
		if sample[0].Value.Kind() != metrics.KindUint64 {
			return
		}
		live := int64(sample[0].Value.Uint64())
		debug.SetMemoryLimit(max(batchMemoryLimit, batchLiveFactor*live))
	}
}
