package decks

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/stccg/stccg/assets"
)

// The fuzzer shrinks every input that reaches new code by cutting pieces
// out of it and running it again, a number of runs that grows with the
// square of the input's length, and it did little else: a whole sample
// deck (over a kilobyte) took longer to shrink than the fuzzer allows, and
// every run with a line that names no card paid for a search of close
// titles, a pass over the whole library (a hundred times a good line's
// cost). So FuzzParse caps its input at maxFuzzInput bytes (a count makes
// a big deck short: every feature of a deck file fits) and parses without
// that search, which is lib.Find's and tested there. Linear time on big
// inputs, suggestions included, is TestBadLinesCostFewLibraryScans's job.
const maxFuzzInput = 512

// FuzzParse feeds arbitrary text to Parse. Whatever the input: no panic,
// problems point at real lines, entries are well formed, Validate runs,
// and Format's output parses back cleanly to the same entries.
//
//	go test ./decks -run '^$' -fuzz FuzzParse -fuzztime 30s
func FuzzParse(f *testing.F) {
	var files [][]byte
	for _, s := range Samples() {
		data, err := fs.ReadFile(assets.Decks, "decks/"+s+".txt")
		if err != nil {
			f.Fatal(err)
		}
		files = append(files, data)
	}
	fixtures, _ := filepath.Glob("testdata/*.txt")
	for _, p := range fixtures {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		files = append(files, data)
	}
	for _, data := range files {
		for _, part := range fuzzChunks(data, maxFuzzInput) {
			f.Add(part)
		}
	}
	for _, s := range []string{
		"", "\n", "\xef\xbb\xbf3x Rabal", "name:", "name: a\nname: b", "Missions:\n[Dilemmas]\nDraw Deck (42)\n",
		"3x", "0x Rabal", "-1 Rabal", "99999999999999999999x Rabal", "1\tR\t340\t\t2x •Rabal\n",
		"2\tGowron Leader of the High Council\nDilemmas:\n1\tTriage", "\t\t\t", "1 R 340  2x •Rabal",
		"Earth", "Sideboard:", "Author: x", "# Missions\n// x\n3 Rabal # c", "[]", ":", "[:]", "x:\ty",
		"3x Cry \"Havoc!\"", "\r\n\r", "×3 Rabal", "3× Rabal", "3 x x",
	} {
		f.Add([]byte(s))
	}
	lib := testLib(f)
	opts := parseOpts{suggest: 0, folded: spellingsOf(lib)} // made once, not per input
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > maxFuzzInput {
			return
		}
		d, ps := parseWith("fuzz.txt", data, lib, opts)
		nLines := strings.Count(string(data), "\n") + 1
		for _, p := range ps {
			if p.File != "fuzz.txt" || p.Line < 1 || p.Line > nLines || p.Msg == "" {
				t.Fatalf("bad problem %+v (file has %d lines)", p, nLines)
			}
		}
		for _, e := range d.Entries {
			if e.Card == nil || e.Count < 1 || e.Count > MaxCount || e.Line < 1 || e.Line > nLines || e.Section != SectionOf(e.Card) {
				t.Fatalf("bad entry %+v", e)
			}
		}
		for _, p := range d.Validate() {
			if p.Line < 0 || p.Line > nLines {
				t.Fatalf("bad validation problem %+v", p)
			}
		}
		_ = d.Summary()
		_ = d.List()
		text := d.Format()
		d2, ps2 := parseWith("fuzz.txt", []byte(text), lib, opts)
		if len(Problems(ps2).Errors()) > 0 {
			t.Fatalf("Format output has problems: %v\n%s", Problems(ps2), text)
		}
		if !reflect.DeepEqual(entryKeys(d2), entryKeys(d)) {
			t.Fatalf("round trip changed entries:\n got %v\nwant %v", entryKeys(d2), entryKeys(d))
		}
		// Every other format reads back as the same cards too.
		for _, syn := range Exports() {
			out, err := d.Export(syn)
			if err != nil {
				t.Fatal(err)
			}
			d3, ps3 := parseWith("fuzz.out", []byte(out), lib, opts)
			if len(Problems(ps3).Errors()) > 0 || !reflect.DeepEqual(contents(d3), contents(d)) {
				t.Fatalf("as %s: problems %v, cards %v, want %v\n%s", syn, Problems(ps3), contents(d3), contents(d), out)
			}
		}
		if d.Name != "" && d2.Name != d.Name {
			t.Fatalf("round trip changed name %q to %q", d.Name, d2.Name)
		}
	})
}

// fuzzChunks cuts a file into pieces of at most max bytes at line ends,
// so every line of a long file still seeds the fuzzer.
func fuzzChunks(data []byte, max int) [][]byte {
	var out [][]byte
	for len(data) > 0 {
		n := min(len(data), max)
		if n < len(data) {
			if i := bytes.LastIndexByte(data[:n], '\n'); i > 0 {
				n = i + 1
			}
		}
		out = append(out, data[:n])
		data = data[n:]
	}
	return out
}
