package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stccg/stccg/game"
)

var updateSplits = flag.Bool("update-splits", false, "rewrite testdata/splits.txt from the embedded pool")

// splitsListing is how the pool splits its names, one card a line, for a
// reviewer to read whole: every first printing of a personnel, ship or
// mission, as "ID  type  location | title | subtitle" (an empty part is
// left empty). docs/cards.md describes the method.
func splitsListing(lib *game.Library) []byte {
	var b bytes.Buffer
	b.WriteString("# How the embedded pool splits each name (tools/cardgen/names.go, corrections in\n")
	b.WriteString("# assets/pool/corrections.yaml). Rewrite with: go test . -run TestNameSplitsGolden -update-splits\n")
	b.WriteString("# id\ttype\tlocation | title | subtitle\n")
	for _, c := range lib.All() {
		if c.PrintingOf != "" {
			continue
		}
		kind := string(c.Type)
		switch {
		case c.IsHQ():
			kind = "hq"
		case c.Type == game.Mission:
		case c.Type == game.Personnel || c.Type == game.Ship:
			if !c.Unique {
				kind += "*" // not unique: no subtitle by rule
			}
		default:
			continue
		}
		fmt.Fprintf(&b, "%s\t%s\t%s | %s | %s\n", c.ID, kind, c.Location, c.Title, c.Subtitle)
	}
	return b.Bytes()
}

// The split of every name is reviewed: a change to the method or the
// corrections that changes any split fails here until testdata/splits.txt
// is rewritten (and the diff read).
func TestNameSplitsGolden(t *testing.T) {
	got := splitsListing(testLibrary(t))
	if *updateSplits {
		if err := os.WriteFile("testdata/splits.txt", got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile("testdata/splits.txt")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
		for i := 0; i < len(g) && i < len(w); i++ {
			if g[i] != w[i] {
				t.Fatalf("testdata/splits.txt is stale from line %d:\n got  %s\n want %s\nrewrite it with -update-splits and read the diff", i+1, g[i], w[i])
			}
		}
		t.Fatalf("testdata/splits.txt is stale (%d lines, want %d): rewrite it with -update-splits", len(g), len(w))
	}
}

// The names trekcc.org's export writes ("•Odo, Curzon Odo") split a card
// as the pool does: the part before the comma is the pool's title, for
// every such line of the sample exports.
func TestTrekccNamesAgreeWithSplits(t *testing.T) {
	lib := testLibrary(t)
	files, err := filepath.Glob("decks/testdata/*.trekcc.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no trekcc.org samples: %v", err)
	}
	checked := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			_, name, ok := strings.Cut(line, "x ")
			name = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(name), "•"))
			title, _, hasSub := strings.Cut(name, ", ")
			if !ok || !hasSub {
				continue
			}
			c := lib.Lookup(name)
			if c == nil || c.Location != "" {
				continue // a mission is written location, then name
			}
			checked++
			if c.Title != title {
				t.Errorf("%s: trekcc.org writes %q, the pool's title is %q", f, name, c.Title)
			}
		}
	}
	if checked < 10 {
		t.Errorf("only %d names checked", checked)
	}
}
