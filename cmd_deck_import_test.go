package main

import (
	"strings"
	"testing"
)

// Imported decks load with their notes printed, and a note alone does not
// make deck check or deck show fail.
func TestDeckCheckPrintsNotes(t *testing.T) {
	const f = "decks/testdata/cadets.dek"
	out, _, err := deckTestRun(t, "deck", "check", f, "decks/testdata/tos-aside.lackey.txt", "decks/testdata/klingon-excelsior.trekcc.txt")
	if err != nil {
		t.Fatalf("err = %v; output:\n%s", err, out)
	}
	want := f + `:31: note: "Jean Hejar Nova Squadron Navigator" read as "Jean Hajar, Nova Squadron Navigator", as the card pool spells it` + "\n" +
		f + `: ok — "Cadets (Excelsior Act 2 starter)": 5 missions (1 HQ, 2 planet, 2 space), 24 dilemmas, 35 cards` + "\n"
	if !strings.HasPrefix(out, want) || strings.Count(out, ": ok — ") != 3 {
		t.Errorf("got\n%s\nwant it to start with\n%s", out, want)
	}

	stdout, stderr, err := deckTestRun(t, "deck", "show", f)
	if err != nil || !strings.Contains(stderr, f+":31: note: ") || !strings.Contains(stdout, "1x Jean Hajar, Nova Squadron Navigator\n") {
		t.Errorf("show: err %v, stderr %q, stdout:\n%s", err, stderr, stdout)
	}
}
