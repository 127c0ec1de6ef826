package main

import (
	"os"
	"runtime"
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
// and batchMemoryPerWorker the heap, for each game played at once, at
// which it collects whatever that target says, while the live heap is
// small.
const (
	batchGCPercent       = 2000
	batchMemoryPerWorker = 40 << 20
	// batchLiveFactor: the limit is never under this many times the live
	// heap, which is read every batchLimitEvery.
	batchLiveFactor = 4
	batchLimitEvery = 100 * time.Millisecond
)

// tuneGCForBatch sets the collector for a batch of games played by
// workers workers at once (0: one per CPU, as sim.Run reads it) and
// returns what restores it. A batch keeps a small live heap (the games in
// play and the tallies) and allocates fast, so the default target
// collects far too often: 2000% used the least CPU time of 800, 2000 and
// 4000. Alone, that target let the heap reach 20 times the live heap,
// 270–290 MB of RSS for `sim --games 2000`; a soft limit starts a
// collection first. The limit is 40 MiB for each game played at once: a
// smaller heap is a faster one (the pages the games allocate from stay in
// the caches and are not faulted in afresh), and one worker played the
// Act 1 starters about 5% faster at 40 MiB than at 80 (interleaved runs,
// 1,000 basic-bot games), while two workers, whose collector shares the
// two cores with the games, lose nothing at 80 and lose at 48. With a
// live heap of a few MiB a collection costs little. A batch whose live
// heap is large (a scenario at turn 1,000,000 keeps hundreds of MB) would
// collect without pause under a fixed limit, so the limit follows the
// live heap: never under 4 times it. GOGC and GOMEMLIMIT, when set, are
// kept. Under a loaded machine the collector runs behind: at 100 MiB a
// 1,000-game batch once peaked at 162 MiB of RSS (the bound is 160).
func tuneGCForBatch(workers int) (restore func()) {
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	floor := int64(workers) * batchMemoryPerWorker
	oldPercent, oldLimit := -2, int64(-1)
	if os.Getenv("GOGC") == "" {
		oldPercent = debug.SetGCPercent(batchGCPercent)
	}
	stop := make(chan struct{})
	done := make(chan struct{})
	if os.Getenv("GOMEMLIMIT") == "" {
		oldLimit = debug.SetMemoryLimit(floor)
		go followLiveHeap(floor, stop, done)
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
// heap, and at least floor, until stop is closed.
func followLiveHeap(floor int64, stop <-chan struct{}, done chan<- struct{}) {
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
		debug.SetMemoryLimit(max(floor, batchLiveFactor*live))
	}
}
