//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Files a user names (decks, scenarios, saves) are refused with a clear
// error when they would fill memory or hang the program: too large, an
// endless device, a pipe nobody writes to. Each command must answer
// within seconds, never with a stack trace.
func TestOversizedAndEndlessInputs(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	bigDeck := filepath.Join(dir, "big.txt")
	if err := os.WriteFile(bigDeck, []byte(strings.Repeat("3x Rabal\n", 200_000)), 0o600); err != nil {
		t.Fatal(err)
	}
	bigScenario := filepath.Join(dir, "big.yaml")
	if err := os.WriteFile(bigScenario, []byte("players:\n"+strings.Repeat("# padding\n", 600_000)), 0o600); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"deck", "check", bigDeck}, "too large"},
		{[]string{"deck", "check", "/dev/zero"}, "too large"},
		{[]string{"deck", "check", fifo}, "nothing to read"},
		{[]string{"deck", "check", dir}, "directory"},
		{[]string{"play", "--deck1", "/dev/zero"}, "too large"},
		{[]string{"host", "--open", "--deck", fifo, "--listen", "127.0.0.1:0"}, "nothing to read"},
		{[]string{"sim", "--deck2", bigDeck}, "too large"},
		{[]string{"engine", "--scenario", "/dev/zero"}, "too large"},
		{[]string{"engine", "--scenario", bigScenario}, "too large"},
		{[]string{"engine", "--scenario", fifo}, "nothing to read"},
		{[]string{"sim", "--scenario", fifo}, "nothing to read"},
	} {
		out, err := runBounded(t, bin, 15*time.Second, c.args...)
		if err == nil || !strings.Contains(out, c.want) {
			t.Errorf("stccg %s: exit %v, output %q; want a failure saying %q", strings.Join(c.args, " "), err, lastLines(out, 5), c.want)
		}
		noCrash(t, strings.Join(c.args, " "), out)
	}
}
