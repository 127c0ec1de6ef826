package decks

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// maxFuzzDek bounds FuzzDek's inputs. XML is wordy, so the bound is above
// FuzzParse's, but a few cards per superzone hold every feature of a .dek
// file; the fixtures seed the fuzzer cut down to that (dekExcerpt). A whole
// 5 KB fixture as a seed cost the fuzzer most of its time shrinking it
// (work that grows with the square of the length), and every mutated
// card name paid for folding the whole pool's names again: FuzzDek ran 19
// inputs in 20 seconds.
const maxFuzzDek = 640

// dekExcerpt keeps a .dek file's lines but at most n <card> lines per
// superzone.
func dekExcerpt(data []byte, n int) []byte {
	var out [][]byte
	cards := 0
	for _, l := range bytes.SplitAfter(data, []byte("\n")) {
		switch {
		case bytes.Contains(l, []byte("<superzone")):
			cards = 0
		case bytes.Contains(l, []byte("<card>")):
			if cards++; cards > n {
				continue
			}
		}
		out = append(out, l)
	}
	return bytes.Join(out, nil)
}

// FuzzDek feeds arbitrary bytes to the .dek reader. Whatever the input: no
// panic, problems point at real lines, entries (aside ones too) are well
// formed, and Format's output parses back cleanly to the same entries.
//
//	go test ./decks -run '^$' -fuzz FuzzDek -fuzztime 30s
func FuzzDek(f *testing.F) {
	fixtures, _ := filepath.Glob("testdata/*.dek")
	for _, p := range fixtures {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(dekExcerpt(data, 1))
	}
	for _, s := range []string{
		"", "<", "<deck>", "<deck/>", "</deck>", "<html></html>", "<deck><superzone></superzone></deck>",
		`<deck><superzone name="Deck"><card><name>Rabal</name><set>SE</set></card></superzone></deck>`,
		`<deck><superzone name="Aside"><card><name>Rabal</name></card></superzone></deck>`,
		`<deck><superzone name="Deck"><card><name>Rabal</name><card><name>Rabal</name></card></card></superzone></deck>`,
		`<deck><superzone name="Deck"><card><name><b>Ra</b>bal</name></card></superzone></deck>`,
		`<deck><meta><title>x</title><name>y</name></meta><superzone name="Missions"><card/></superzone></deck>`,
		"<?xml version=\"1.0\" encoding=\"latin1\"?><deck><superzone name=\"Deck\"><card><name>Rab\xe1l</name></card></superzone></deck>",
		"<deck><superzone name=\"Deck\"><card><name>&amp;&lt;&#x41;&#0;</name></card></superzone></deck>",
		"<!DOCTYPE deck [<!ENTITY x \"Rabal\">]><deck><superzone name=\"Deck\"><card><name>&x;</name></card></superzone></deck>",
	} {
		f.Add([]byte(s))
	}
	lib := testLib(f)
	// Made once for every input: the pool's folded names, for correcting
	// misspelt titles (what Parse would make again for each file).
	opts := parseOpts{suggest: 0, folded: spellingsOf(lib)}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > maxFuzzDek {
			return
		}
		d, ps := parseDekWith("fuzz.dek", data, lib, opts)
		nLines := strings.Count(string(data), "\n") + 1
		for _, p := range ps {
			if p.File != "fuzz.dek" || p.Line < 1 || p.Line > nLines || p.Msg == "" {
				t.Fatalf("bad problem %+v (file has %d lines)", p, nLines)
			}
		}
		for _, list := range [][]Entry{d.Entries, d.Aside} {
			for _, e := range list {
				if e.Card == nil || e.Count < 1 || e.Count > MaxCount || e.Line < 1 || e.Line > nLines || e.Section != SectionOf(e.Card) {
					t.Fatalf("bad entry %+v", e)
				}
			}
		}
		_ = d.Validate()
		_ = d.Summary()
		text := d.Format()
		d2, ps2 := parseWith("fuzz.txt", []byte(text), lib, opts)
		if len(Problems(ps2).Errors()) > 0 {
			t.Fatalf("Format output has problems: %v\n%s", Problems(ps2), text)
		}
		if !reflect.DeepEqual(entryKeys(d2), entryKeys(d)) {
			t.Fatalf("round trip changed entries:\n got %v\nwant %v", entryKeys(d2), entryKeys(d))
		}
	})
}
