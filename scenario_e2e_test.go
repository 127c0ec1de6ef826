package main

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A scenario's turn is refused when negative or absurdly large: a huge one
// overflowed into a negative average in `stccg sim`.
func TestScenarioTurnBounds(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	scenario := func(turn string) string {
		p := filepath.Join(dir, "turn"+turn+".yaml")
		text := "turn: " + turn + "\nplayers:\n" +
			"  - missions: [{card: Medical Relief}]\n    deck: [Rixx]\n" +
			"  - missions: [{card: Excavation}]\n    deck: [Lopez]\n"
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, turn := range []string{"-3", "4611686018427387904"} {
		for _, args := range [][]string{
			{"engine", "--scenario", scenario(turn)},
			{"sim", "--scenario", scenario(turn), "--games", "2", "--json"},
		} {
			out, err := runBounded(t, bin, 30*time.Second, args...)
			if err == nil || !strings.Contains(out, "turn "+turn) {
				t.Errorf("stccg %s: exit %v, output %q; want the turn refused", strings.Join(args, " "), err, lastLines(out, 5))
			}
			noCrash(t, strings.Join(args, " "), out)
		}
	}
	// A late turn that is allowed gives a sane average.
	out, err := runBounded(t, bin, 30*time.Second, "sim", "--scenario", scenario("1000000"), "--games", "2", "--json")
	var rep struct {
		AvgTurns float64 `json:"avg_turns"`
	}
	if err != nil || json.Unmarshal([]byte(out), &rep) != nil || rep.AvgTurns < 1e6 || rep.AvgTurns > 1e6+10 {
		t.Errorf("sim from turn 1000000: average %v (%v)\n%s", rep.AvgTurns, err, lastLines(out, 20))
	}
}

// runBounded runs bin with args, killing it after d (a hang is a failure
// the caller sees as an error and the output so far).
func runBounded(t *testing.T, bin string, d time.Duration, args ...string) (string, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Env = append(os.Environ(), "STCCG_STATE_DIR="+t.TempDir())
	out, err := cmd.CombinedOutput()
	if ctx.Err() != nil {
		t.Errorf("stccg %s: still running after %v", strings.Join(args, " "), d)
	}
	return string(out), err
}
