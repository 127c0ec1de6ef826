package decks

import (
	"fmt"
	"os"
	"sort"
	"sync"
	"testing"

	"github.com/stccg/stccg/game"
)

var (
	libOnce sync.Once
	libVal  *game.Library
	libErr  error
)

// testLib is the embedded card library, loaded once for all tests.
func testLib(t testing.TB) *game.Library {
	t.Helper()
	libOnce.Do(func() { libVal, libErr = game.DefaultLibrary() })
	if libErr != nil {
		t.Fatalf("DefaultLibrary: %v", libErr)
	}
	return libVal
}

// parseText parses text as file "test.txt".
func parseText(t testing.TB, text string) (*Deck, []Problem) {
	t.Helper()
	return Parse("test.txt", []byte(text), testLib(t))
}

func readFile(t testing.TB, p string) []byte {
	t.Helper()
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func loadSample(t testing.TB, name string) *Deck {
	t.Helper()
	d, err := Load(testLib(t), name)
	if err != nil {
		t.Fatalf("sample %s: %v", name, err)
	}
	return d
}

// contents is the deck as "section|card id" -> copies, ignoring lines and
// the order and splitting of card lines.
func contents(d *Deck) map[string]int {
	m := map[string]int{}
	for _, e := range d.Entries {
		m[e.Section.String()+"|"+e.Card.ID] += e.Count
	}
	return m
}

// entryKeys is the entries, the lines of one card merged, as
// "section|count|id" strings, grouped by section and in file order within
// a section: what Format preserves.
func entryKeys(d *Deck) []string {
	var out []string
	for s := Section(0); s < numSections; s++ {
		for _, e := range Merged(d.Entries) {
			if e.Section == s {
				out = append(out, fmt.Sprintf("%s|%d|%s", e.Section, e.Count, e.Card.ID))
			}
		}
	}
	return out
}

func problemStrings(ps []Problem) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.Error()
	}
	return out
}

func sortedKeys(m map[string]int) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

func writeFile(t testing.TB, p, text string) {
	t.Helper()
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
