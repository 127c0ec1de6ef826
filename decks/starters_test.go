package decks

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// starterDir holds the official starter decks that ship with LackeyCCG's
// 2E plugin (see ../shared/reference/pool-2e/README.md), when the
// reference material is next to the checkout, or next to a directory
// above it (a git worktree kept in a subdirectory).
var starterDir = findUp("shared/reference/pool-2e/decks")

// findUp is rel in the first directory above the package that has it,
// else rel next to the checkout (which then does not exist).
func findUp(rel string) string {
	for up := "../.."; len(up) < 20; up += "/.." {
		if _, err := os.Stat(filepath.Join(up, rel)); err == nil {
			return filepath.Join(up, rel)
		}
	}
	return filepath.Join("../..", rel)
}

// readIfPresent reads a reference file, or returns fs.ErrNotExist.
func readIfPresent(p string) ([]byte, error) { return os.ReadFile(p) }

// lackeyCounts adds up the counts of a LackeyCCG deck text by its own
// headers, without the card library: what the file says it holds.
func lackeyCounts(t *testing.T, data []byte) (missions, dilemmas, draw int) {
	t.Helper()
	section := &draw
	for _, l := range strings.Split(string(data), "\n") {
		l = strings.TrimSpace(l)
		switch strings.ToLower(strings.TrimSuffix(l, ":")) {
		case "":
			continue
		case "dilemmas":
			section = &dilemmas
			continue
		case "missions":
			section = &missions
			continue
		}
		n, err := strconv.Atoi(strings.SplitN(l, "\t", 2)[0])
		if err != nil {
			t.Fatalf("line %q has no count", l)
		}
		*section += n
	}
	return
}

// Every starter deck loads, resolves to the cards its lines count, and is
// a legal deck (Rulebook: Building a Deck). The only notes are the one
// printing the pool spells differently and one printing whose facts
// differ from another's.
func TestStarterDecksLoad(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(starterDir, "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		if _, err := os.Stat(starterDir); errors.Is(err, fs.ErrNotExist) {
			t.Skip("no reference starter decks next to the checkout")
		}
		t.Fatalf("no decks in %s", starterDir)
	}
	if len(files) != 24 {
		t.Errorf("%d starter decks, want 24", len(files))
	}
	// Cadets: a misspelt name. Dominion: Odo, The Great Link's Savior has
	// an *A printing that is also a Shape-shifter; the line does not say
	// which it means.
	wantNotes := map[string][]int{"Cadets_Excelsior_Act2_Starter_v2.txt": {24}, "Dominion_Excelsior_Act2_Starter.txt": {16}}
	lib := testLib(t)
	for _, f := range files {
		base := filepath.Base(f)
		d, err := Load(lib, f)
		if err != nil {
			t.Errorf("%s: %v", base, err)
			continue
		}
		if d.Syntax != Lackey {
			t.Errorf("%s: syntax %q", base, d.Syntax)
		}
		m, dl, dr := lackeyCounts(t, readFile(t, f))
		if d.Count(Missions) != m || d.Count(Dilemmas) != dl || d.Count(DrawDeck) != dr {
			t.Errorf("%s: read %d/%d/%d cards, the file counts %d/%d/%d", base,
				d.Count(Missions), d.Count(Dilemmas), d.Count(DrawDeck), m, dl, dr)
		}
		var lines []int
		for _, n := range d.Notes {
			lines = append(lines, n.Line)
		}
		if want := wantNotes[base]; !slicesEqual(lines, want) {
			t.Errorf("%s: notes at lines %v, want %v: %v", base, lines, want, Problems(d.Notes))
		}
	}
}

func slicesEqual(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// The Cadets starter's misspelt line is read as the card the pool has,
// and said so; in the plain format the same misspelling stays an error.
func TestStarterMisspellingIsNoted(t *testing.T) {
	f := filepath.Join(starterDir, "Cadets_Excelsior_Act2_Starter_v2.txt")
	data, err := readIfPresent(f)
	if err != nil {
		t.Skip("no reference starter decks next to the checkout")
	}
	d, ps := Parse("cadets.txt", data, testLib(t))
	if len(ps) != 1 || !ps[0].Note || ps[0].Line != 24 ||
		ps[0].Error() != `cadets.txt:24: note: "Jean Hejar Nova Squadron Navigator" read as "Jean Hajar, Nova Squadron Navigator", as the card pool spells it` {
		t.Fatalf("problems %v", problemStrings(ps))
	}
	found := false
	for _, e := range d.Entries {
		found = found || (e.Line == 24 && e.Card.ID == "8C073")
	}
	if !found {
		t.Errorf("line 24 is not Jean Hajar (8C073)")
	}
	// Rulebook: Building a Deck — with the line read, the draw deck has
	// its 35 cards (without it, 34).
	if n := d.Count(DrawDeck); n != 35 {
		t.Errorf("draw deck %d, want 35", n)
	}
}
