package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
)

// deckTestRun runs the stccg command line with args.
func deckTestRun(t *testing.T, args ...string) (stdout, stderr string, err error) {
	t.Helper()
	root := newRootCmd()
	var out, errb bytes.Buffer
	root.SetOut(&out)
	root.SetErr(&errb)
	root.SetArgs(args)
	err = root.Execute()
	return out.String(), errb.String(), err
}

func TestDeckCheckSamples(t *testing.T) {
	out, _, err := deckTestRun(t, "deck", "check", "federation", "KLINGON", "borg")
	if err != nil {
		t.Fatalf("err = %v; output:\n%s", err, out)
	}
	want := `federation.txt: ok — "Federation Starfleet Sampler": 5 missions (1 HQ, 2 planet, 2 space), 22 dilemmas, 37 cards` + "\n"
	if !strings.HasPrefix(out, want) {
		t.Errorf("got\n%s\nwant it to start with\n%s", out, want)
	}
	if n := strings.Count(out, ": ok — "); n != 3 {
		t.Errorf("%d ok lines, want 3:\n%s", n, out)
	}
}

func TestDeckCheckImports(t *testing.T) {
	for _, f := range []string{"decks/testdata/federation.trekcc.txt", "decks/testdata/klingon.lackey.txt"} {
		out, _, err := deckTestRun(t, "deck", "check", f)
		if err != nil || !strings.HasPrefix(out, f+": ok — ") {
			t.Errorf("%s: err %v, output %q", f, err, out)
		}
	}
}

func TestDeckCheckReportsEveryProblem(t *testing.T) {
	// Rulebook: Building a Deck — a bad deck lists each problem at its line.
	bad := filepath.Join(t.TempDir(), "bad.txt")
	text := "Missions:\nMedical Relef\nEarth, Cradle of the Federation\nDilemmas:\n3x Wavefront\nDraw deck:\n4x Rabal\n"
	if err := os.WriteFile(bad, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	out, _, err := deckTestRun(t, "deck", "check", "klingon", bad, filepath.Join(t.TempDir(), "missing.txt"))
	if err == nil || err.Error() != "2 of 3 decks have problems" {
		t.Errorf("err = %v, want \"2 of 3 decks have problems\"", err)
	}
	want := []string{
		"klingon.txt: ok — ",
		"klingon.txt: coverage 100%: ",
		bad + `:2: unknown card "Medical Relef"; did you mean "Medical Relief" or "Medical Teams" or "Medical Kit"?`,
		bad + ":1: 1 different missions; a deck needs exactly 5",
		bad + ":1: 0 non-headquarters missions; a deck needs at least 2",
		bad + ":4: 3 dilemmas; the dilemma pile needs at least 20",
		bad + ":6: 4 cards in the draw deck; it needs at least 35",
		bad + `:7: 4 copies of "Rabal" (line 7); at most 3 copies of one card title are allowed, whatever their subtitles`,
		bad + ": coverage 100%: 2 enforced, 1 with no game text, 0 not enforced",
		"missing.txt: no such deck file, and no sample deck of that name (samples: " + strings.Join(decks.Samples(), ", ") + ")",
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	if len(lines) != len(want) {
		t.Fatalf("got %d lines, want %d:\n%s", len(lines), len(want), out)
	}
	for i, w := range want {
		if !strings.HasPrefix(lines[i], w) && !strings.HasSuffix(lines[i], w) {
			t.Errorf("line %d = %q, want %q", i+1, lines[i], w)
		}
	}

	// One bad deck alone.
	if _, _, err := deckTestRun(t, "deck", "check", bad); err == nil {
		t.Error("a bad deck alone should fail too")
	}
	if _, _, err := deckTestRun(t, "deck", "check"); err == nil {
		t.Error("check with no deck should fail")
	}
}

// Formats: a card the format does not allow is a problem at its line.
func TestDeckCheckFormat(t *testing.T) {
	p := filepath.Join(t.TempDir(), "d.txt")
	text := "Missions:\nQo'noS, Heart of the Empire\nKhitomer Investigation\nExplore Black Cluster\nBrute Force\nExcavation\n" +
		"Dilemmas:\n3x Wavefront\n3x Triage\n3x Microbrain\n3x Ornaran Threat\n3x An Old Debt\n3x Kolaran Raiders\n3x Command Decisions\n" +
		"Draw deck:\n3x Kahmis\n3x Dokar\n3x Vorax\n3x Kroval\n3x T'vis\n3x Meraht\n3x B'amara\n3x Rabal\n3x Delvok\n3x Davies\n3x Lopez\n3x Mills\n"
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, _, err := deckTestRun(t, "deck", "check", p); err != nil {
		t.Fatalf("open format: %v\n%s", err, out)
	}
	out, _, err := deckTestRun(t, "deck", "check", "--format", "excelsior-act1", p)
	if err == nil || !strings.Contains(out, p+":4: Explore Black Cluster is not legal in excelsior-act1") || strings.Contains(out, "Brute Force is not") {
		t.Errorf("excelsior-act1: %v\n%s", err, out)
	}
	if _, _, err := deckTestRun(t, "deck", "check", "--format", "vintage", p); err == nil || !strings.Contains(err.Error(), `unknown format "vintage"`) {
		t.Errorf("unknown format: %v", err)
	}
}

func TestDeckList(t *testing.T) {
	out, _, err := deckTestRun(t, "deck", "list")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	names := decks.Samples()
	if len(names) != 27 || !slices.Contains(names, "tos-extreme-measures") {
		t.Fatalf("samples %v: want the 11 decks and the 16 V-starters", names)
	}
	if len(lines) != len(names) {
		t.Fatalf("got %d lines:\n%s", len(lines), out)
	}
	for i, name := range names {
		// Names are padded to one column, however long.
		if !strings.HasPrefix(lines[i], name+" ") || !strings.Contains(lines[i], "5 missions (") || strings.Index(lines[i], `"`) != strings.Index(lines[0], `"`) {
			t.Errorf("line %d = %q", i+1, lines[i])
		}
	}
}

func TestDeckShowConvertsToPlain(t *testing.T) {
	lib, err := game.DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	src := "decks/testdata/klingon.lackey.txt"
	out, _, err := deckTestRun(t, "deck", "show", src)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out, "name: klingon.lackey\n\nMissions:\n1x Qo'noS, Heart of the Empire\n") {
		t.Errorf("unexpected output:\n%s", out)
	}
	shown, ps := decks.Parse("shown.txt", []byte(out), lib)
	orig, _ := decks.Load(lib, src)
	if len(ps) > 0 || shown.Syntax != decks.Plain || shown.Format() != orig.Format() {
		t.Errorf("show output does not read back as the same deck: %v\n%s", ps, out)
	}
}

func TestDeckShowProblems(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "short.txt")
	if err := os.WriteFile(bad, []byte("name: Short\n3x Rabal\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, errOut, err := deckTestRun(t, "deck", "show", bad)
	if err == nil || !strings.Contains(err.Error(), "4 problems") {
		t.Errorf("err = %v, want 4 problems", err)
	}
	if !strings.Contains(out, "3x Rabal") || !strings.Contains(errOut, bad+":2: 3 cards in the draw deck") {
		t.Errorf("stdout:\n%s\nstderr:\n%s", out, errOut)
	}
	if _, _, err := deckTestRun(t, "deck", "show", "nosuchdeck"); err == nil {
		t.Error("show of a missing deck should fail")
	}
}
