package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
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

// writeNewerDeck writes the klingon-excelsior sample with one draw-deck
// line replaced by a card the pool does not know, as a list of newer
// cards would have it.
func writeNewerDeck(t *testing.T) string {
	t.Helper()
	lib, err := game.DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	d, err := decks.Load(lib, "klingon-excelsior")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(d.Format(), "Draw deck:\n", "Draw deck:\n2x Card From The Next Set\n", 1)
	if !strings.Contains(text, "\n2x The Spirit of Kahless\n") {
		t.Fatal("the sample has no line 2x The Spirit of Kahless")
	}
	text = strings.Replace(text, "2x The Spirit of Kahless\n", "", 1)
	f := filepath.Join(t.TempDir(), "newer.txt")
	if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return f
}

// deck check --skip-unknown lists the unknown cards and checks the rest;
// without it, and for the commands that play, an unknown card refuses the
// deck.
func TestDeckCheckSkipUnknown(t *testing.T) {
	f := writeNewerDeck(t)
	out, _, err := deckTestRun(t, "deck", "check", "--skip-unknown", f)
	if err != nil {
		t.Fatalf("err %v; output:\n%s", err, out)
	}
	for _, want := range []string{
		f + `:33: note: set aside, not checked: unknown card "Card From The Next Set"`,
		f + `: ok — "Klingon (Excelsior starter)": 5 missions (1 HQ, 2 planet, 2 space), 20 dilemmas, 33 cards; 2 unknown card(s) on 1 line(s) set aside, not checked`,
	} {
		if !strings.Contains(out, want+"\n") && !strings.Contains(out, want+";") {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if out, _, err := deckTestRun(t, "deck", "check", f); err == nil || !strings.Contains(out, `unknown card "Card From The Next Set"`) {
		t.Errorf("without --skip-unknown: err %v, output:\n%s", err, out)
	}
	lib, _ := game.DefaultLibrary()
	if _, err := (deckLoader{lib: lib, warn: io.Discard}).load("deck1", f); err == nil || !strings.Contains(err.Error(), "unknown card") {
		t.Errorf("play/host/join/sim load: %v; want the unknown card refused", err)
	}
	for _, play := range []string{"play", "host", "join", "sim"} {
		if _, _, err := deckTestRun(t, play, "--skip-unknown"); err == nil || !strings.Contains(err.Error(), "unknown flag") {
			t.Errorf("%s --skip-unknown: %v; want no such flag", play, err)
		}
	}
}

// deck show --as writes each format; the file written reads back as the
// same deck, and repeated lines become one count. Issue 23.
func TestDeckShowAs(t *testing.T) {
	src := filepath.Join(t.TempDir(), "split.txt")
	text := "name: Split\nMissions:\nBrute Force\nDraw deck:\n1x Rabal\n2x Rabal\n"
	if err := os.WriteFile(src, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"plain":  "3x Rabal\n",
		"lackey": "3\tRabal\n",
		"trekcc": "\t3x Rabal\n",
		"dek":    "<card><name>Rabal</name>",
	}
	lib, _ := game.DefaultLibrary()
	orig, _ := decks.Load(lib, src)
	for _, as := range []string{"plain", "lackey", "dek", "trekcc"} {
		out, _, err := deckTestRun(t, "deck", "show", "--as", as, src)
		if err == nil || !strings.Contains(err.Error(), "problems") {
			t.Errorf("--as %s: err %v; want the short deck's problems", as, err)
		}
		if !strings.Contains(out, want[as]) || strings.Contains(out, "1x Rabal") {
			t.Errorf("--as %s: lines not merged:\n%s", as, out)
		}
		back := filepath.Join(t.TempDir(), "back")
		if err := os.WriteFile(back, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		d, _ := decks.Load(lib, back)
		if d == nil || string(d.Syntax) != as || !sameCards(d, orig) {
			t.Errorf("--as %s does not read back as the same deck:\n%s", as, out)
		}
	}
	if _, _, err := deckTestRun(t, "deck", "show", "--as", "csv", "federation"); err == nil || !strings.Contains(err.Error(), "want one of plain, lackey, dek, trekcc") {
		t.Errorf("--as csv: %v", err)
	}
}

// sameCards reports whether two decks hold the same printings in the
// same sections, count for count.
func sameCards(a, b *decks.Deck) bool {
	count := func(d *decks.Deck) map[string]int {
		m := map[string]int{}
		for _, e := range d.Entries {
			m[e.Section.String()+"|"+e.Card.ID] += e.Count
		}
		return m
	}
	return fmt.Sprint(count(a)) == fmt.Sprint(count(b))
}

// stccg cards "Stripped Down" shows the original printing, not the *AP
// promo the pool lists first (issue 23; game.Library.Lookup).
func TestCardsShowsTheOriginalPrinting(t *testing.T) {
	out, _, err := deckTestRun(t, "cards", "Stripped Down")
	if err != nil || !strings.Contains(out, "14R015") || strings.Contains(out, "Collector: 0AP011") {
		t.Errorf("err %v, output:\n%s", err, out)
	}
}
