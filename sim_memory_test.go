//go:build linux

package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"testing"
)

// simChildEnv, set, makes TestSimChildProcess play the batch the memory
// test measures, in a process of its own.
const simChildEnv = "STCCG_SIM_MEMORY_CHILD"

// simMemoryGames is enough games for the collector's target alone (GOGC
// 2000) to take the heap far past the bound: 1,000 starter games reached
// 260 MB of RSS with it, 85 MB with the soft memory limit.
const simMemoryGames = "1000"

// maxSimRSS bounds the resident memory of a batch (issue 26: `sim --games
// 2000` under 160 MB). It is bytes, not time: a batch keeps a few MiB live
// whatever the machine's load, and the soft memory limit (tuneGCForBatch)
// starts a collection at 80 MiB of heap.
const maxSimRSS = 160 << 20

// A batch of games stays under maxSimRSS of resident memory: `stccg sim`
// is run in a process of its own (this test binary, started again) and
// its peak resident set (VmHWM, /proc/self/status) reported by that
// process. Linux only: that is where /proc is.
func TestSimBatchResidentMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 1,000 games")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestSimChildProcess$", "-test.count=1")
	cmd.Env = append(os.Environ(), simChildEnv+"=1")
	// The batch's own settings are measured, not the caller's.
	cmd.Env = append(cmd.Env, "GOGC=", "GOMEMLIMIT=")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the sim process: %v\n%s", err, out)
	}
	// The child reports its own peak (VmHWM): the rusage of a child
	// started from this process counts this process's resident pages too,
	// as Linux folds the memory the child was started in into its peak
	// when it executes the new image, so a test binary grown large by
	// earlier tests reported 138-181 MiB for a batch of 70.
	m := regexp.MustCompile(`(?m)^` + simPeakKey + `=(\d+)$`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("the sim process did not report its peak resident memory:\n%s", out)
	}
	kib, err := strconv.ParseInt(string(m[1]), 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	rss := kib << 10
	t.Logf("sim --games %s: %d MiB of peak resident memory", simMemoryGames, rss>>20)
	if rss > maxSimRSS {
		t.Errorf("sim --games %s kept %d MiB resident at its peak, want under %d", simMemoryGames, rss>>20, maxSimRSS>>20)
	}
}

// TestSimChildProcess is the process TestSimBatchResidentMemory measures;
// it does nothing unless started by it.
func TestSimChildProcess(t *testing.T) {
	if os.Getenv(simChildEnv) == "" {
		t.Skip("started only by TestSimBatchResidentMemory")
	}
	root := newRootCmd()
	root.SetOut(io.Discard)
	root.SetErr(io.Discard)
	root.SetArgs([]string{"sim", "--games", simMemoryGames, "--seed", "7", "--json"})
	if err := root.Execute(); err != nil {
		t.Fatal(err)
	}
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^VmHWM:\s+(\d+) kB$`).FindSubmatch(status)
	if m == nil {
		t.Fatalf("no VmHWM in /proc/self/status")
	}
	fmt.Printf("%s=%s\n", simPeakKey, m[1])
}

// simPeakKey prefixes the line in which the child reports its peak
// resident memory in KiB.
const simPeakKey = "STCCG_SIM_PEAK_KIB"
