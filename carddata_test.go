package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stccg/stccg/game"
)

// testdata/carddata.txt is a made-up card data file in the LackeyCCG
// layout: a card of the pool (Odo, Constable) with made-up printed text,
// four cards the pool lacks, and a row with an icon no version knows.
const testCardData = "testdata/carddata.txt"

// With a card data file, a card of the pool shows its printed text,
// marked, beside the generated text; without it, a card that is not
// enforced says so where its text would be (issue 23).
func TestCardDataShowsPrintedText(t *testing.T) {
	const words = "Made-up words for a test: the constable walks the Promenade twice."
	out, _, err := deckTestRun(t, "cards", "odo", "constable")
	if err != nil || !strings.Contains(out, "[Text not enforced: its facts apply.]") || strings.Contains(out, game.PrintedTextLabel) {
		t.Errorf("without card data: err %v\n%s", err, out)
	}
	for _, args := range [][]string{
		{"--carddata", testCardData, "cards", "odo", "constable"},
		{"cards", "--carddata", testCardData, "odo", "constable"},
	} {
		out, stderr, err := deckTestRun(t, args...)
		if err != nil || !strings.Contains(out, "[Text not enforced: its facts apply.]\n"+game.PrintedTextLabel+words) {
			t.Errorf("%v: err %v\n%s", args, err, out)
		}
		if !strings.Contains(stderr, "4 card(s) the pool lacks added") || !strings.Contains(stderr, "carddata.txt:7 (Strange Icon Keeper): unknown icon [Xyz]") {
			t.Errorf("%v: stderr %q", args, stderr)
		}
	}
	// The environment names the file when the flag does not.
	t.Setenv(cardDataEnv, testCardData)
	if out, _, err := deckTestRun(t, "cards", "odo", "constable"); err != nil || !strings.Contains(out, words) {
		t.Errorf("$%s: err %v\n%s", cardDataEnv, err, out)
	}
	// --json never carries the printed text.
	if out, _, err := deckTestRun(t, "cards", "--json", "odo", "constable"); err != nil || strings.Contains(out, "Promenade") {
		t.Errorf("--json: err %v\n%s", err, out)
	}
	// --text searches the printed text too.
	if out, _, err := deckTestRun(t, "cards", "--text", "promenade twice"); err != nil || strings.TrimSpace(out) != "1R220  •Odo, Constable  Personnel · bajoran · cost 5  [not enforced]" {
		t.Errorf("--text with card data: err %v\n%s", err, out)
	}
}

// The cards the pool lacks join the library as facts, not enforced; a
// persona's new printing takes the pool's title for it (the
// three-copies rule goes by title), a mission a known location.
func TestCardDataAddsNewCards(t *testing.T) {
	lines := cardsLines(t, "--carddata", testCardData, "--set", "ZZ")
	want := []string{
		"63V001  •Kira Nerys, Tested Colonel    Personnel · bajoran · cost 3  [not enforced]",
		"63V002  Quantum Test Anomaly           Dilemma · space · cost 2      [not enforced]",
		"63V003  •Wolf 359, Survey Test Debris  Mission · space               [no game text]",
		"63V004  Placeholder Probe              Equipment · cost 1            [no game text]",
	}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
	if _, _, err := deckTestRun(t, "cards", "Quantum Test Anomaly"); err == nil {
		t.Error("without the file the new card must be unknown")
	}
	// deck check reads the new cards and lists the printed text of the
	// deck's cards that are not enforced.
	deck := filepath.Join(t.TempDir(), "new.txt")
	if err := os.WriteFile(deck, []byte("Odo, Constable\nKira Nerys, Tested Colonel\n3 Kira Nerys, Colonel Kira\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, _, _ := deckTestRun(t, "--carddata", testCardData, "deck", "check", deck)
	for _, w := range []string{
		"4 copies of \"Kira Nerys\"", // the new printing counts toward its persona's title
		"Odo, Constable: text not enforced, its facts apply. " + game.PrintedTextLabel + "Made-up words for a test",
		"Kira Nerys, Tested Colonel: text not enforced, its facts apply. " + game.PrintedTextLabel + "Made-up words: when",
	} {
		if !strings.Contains(out, w) {
			t.Errorf("deck check misses %q:\n%s", w, out)
		}
	}
	if out, _, _ := deckTestRun(t, "deck", "check", deck); !strings.Contains(out, `unknown card "Kira Nerys, Tested Colonel"`) || strings.Contains(out, game.PrintedTextLabel) {
		t.Errorf("deck check without card data:\n%s", out)
	}
}

func TestCardDataErrors(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.txt")
	if err := os.WriteFile(bad, []byte("Name\tSet\nOdo\tSE\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ file, want string }{
		{filepath.Join(t.TempDir(), "missing.txt"), "--carddata"},
		{bad, "want the LackeyCCG 2E card list"},
	} {
		if _, _, err := deckTestRun(t, "--carddata", tc.file, "cards", "odo"); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err %v, want %q", tc.file, err, tc.want)
		}
	}
}
