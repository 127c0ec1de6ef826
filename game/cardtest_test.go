package game

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stccg/stccg/assets"
)

// TestCardTests plays every card-test file of assets/cardtests
// (docs/card-tests.md); each names the rulebook section or ruling it
// checks in its `about`.
func TestCardTests(t *testing.T) {
	files, err := fs.Glob(assets.CardTests, "cardtests/*.yaml")
	if err != nil {
		t.Fatal(err)
	}
	lib := testLib(t)
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := fs.ReadFile(assets.CardTests, f)
			if err != nil {
				t.Fatal(err)
			}
			if err := RunCardTest(lib, filepath.Base(f), data); err != nil {
				t.Fatal(err)
			}
		})
	}
	if len(files) < 25 {
		t.Errorf("%d card-test files; want at least 25", len(files))
	}
}

// The runner must be able to fail: each file of testdata/cardtests holds
// a wrong expectation (or a step that cannot be played), and the runner
// reports the file, the step and the expectation, with the state.
func TestCardTestRunnerReportsFailures(t *testing.T) {
	cases := []struct {
		file string
		step int
		want []string // in the message: the expectation and the state
	}{
		{"wrong-place.yaml", 3, []string{`places: Lopez: discard`, "it is at Medical Relief", "decision: Player 1, orders", "Lopez: at Medical Relief"}},
		{"wrong-stopped.yaml", 3, []string{"not_stopped: Lopez", "stopped is true"}},
		{"wrong-option.yaml", 2, []string{`choose ["Kolaran Raiders"]`, `no (unused) option contains "Kolaran Raiders"`, "choose-dilemmas", `"Triage (planet`}},
		{"wrong-offered.yaml", 2, []string{`not_offered "Lopez"`, "contains it"}},
		{"wrong-stats.yaml", 1, []string{"stats: Lopez: cunning 9", "it is 5"}},
		{"wrong-log.yaml", 3, []string{`log of Player 2 has "nobody said this"`, "no line contains it"}},
		{"wrong-score.yaml", 1, []string{"score of Player 1: 5", "it is 0"}},
		{"wrong-by.yaml", 2, []string{"by", "Player 2 decides, not Player 1"}},
	}
	lib := testLib(t)
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", "cardtests", c.file))
			if err != nil {
				t.Fatal(err)
			}
			err = RunCardTest(lib, c.file, data)
			var f *CardTestFailure
			if !errors.As(err, &f) {
				t.Fatalf("want a failure, got %v", err)
			}
			if f.File != c.file || f.Step != c.step {
				t.Errorf("failure names %s step %d, want %s step %d", f.File, f.Step, c.file, c.step)
			}
			msg := err.Error()
			for _, w := range c.want {
				if !strings.Contains(msg, w) {
					t.Errorf("message lacks %q:\n%s", w, msg)
				}
			}
		})
	}
}

// A file that cannot be played is refused with the reason: an unknown
// field, a card that is not in the pool or not in the position, a step
// that both chooses and passes.
func TestCardTestRejectsBadFiles(t *testing.T) {
	const pos = `
position:
  active: 1
  segment: orders
  players:
    - missions: [{card: "Qo'noS, Heart of the Empire"}]
    - missions: [{card: "Earth, Cradle of the Federation"}]
`
	cases := []struct{ name, text, want string }{
		{"unknown field", "cards: [1C057]\nexpected: 1\n" + pos + "script: [{expect: {counters: 7}}]", "field expected not found"},
		{"no cards", pos + "script: [{expect: {counters: 7}}]", "no cards"},
		{"not in the pool", "cards: [9Z999]\n" + pos + "script: [{expect: {counters: 7}}]", `no card "9Z999"`},
		{"a reprint", "cards: [1C057-sr]\n" + pos + "script: [{expect: {counters: 7}}]", "reprint"},
		{"not in the position", "cards: [1C057]\n" + pos + "script: [{expect: {counters: 7}}]", "nowhere in the position"},
		{"choose and pass", "cards: [1C057]\n" + pos + "script: [{choose: x, pass_until: y}]", "either chooses or passes"},
		{"empty step", "cards: [1C057]\n" + pos + "script: [{}]", "needs choose"},
		{"bad seat", "cards: [1C057]\n" + pos + "script: [{expect: {score: {3: 1}}}]", "seat 3"},
	}
	lib := testLib(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := RunCardTest(lib, "bad.yaml", []byte(c.text))
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "bad.yaml") {
				t.Fatalf("want an error naming bad.yaml with %q, got %v", c.want, err)
			}
		})
	}
}
