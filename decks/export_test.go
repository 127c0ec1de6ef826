package decks

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// exportDecks is every deck the round trip must keep: the built-in decks,
// the test fixtures of each imported format, and the 24 starter decks of
// the reference (when it is next to the checkout).
func exportDecks(t *testing.T) []*Deck {
	t.Helper()
	lib := testLib(t)
	var ds []*Deck
	for _, s := range Samples() {
		ds = append(ds, loadSample(t, s))
	}
	fixtures, _ := filepath.Glob("testdata/*")
	starters, err := filepath.Glob(filepath.Join(starterDir, "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if len(starters) == 0 {
		if _, err := os.Stat(starterDir); !errors.Is(err, fs.ErrNotExist) {
			t.Fatalf("no decks in %s", starterDir)
		}
		t.Log("no reference starter decks next to the checkout: built-in decks and fixtures only")
	} else if len(starters) != 24 {
		t.Errorf("%d starter decks, want 24", len(starters))
	}
	for _, f := range append(fixtures, starters...) {
		d, err := Load(lib, f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		ds = append(ds, d)
	}
	return ds
}

// deck show --as: a deck written in each format reads back as the same
// deck, printing for printing, count for count, section for section (and
// the set-aside cards where the format keeps them). Issue 23.
func TestExportRoundTrips(t *testing.T) {
	lib := testLib(t)
	ds := exportDecks(t)
	for _, d := range ds {
		for _, syn := range Exports() {
			text, err := d.Export(syn)
			if err != nil {
				t.Fatalf("%s as %s: %v", d.File, syn, err)
			}
			d2, ps := Parse("exported", []byte(text), lib)
			if d2.Syntax != syn {
				t.Errorf("%s as %s reads back as %s", d.File, syn, d2.Syntax)
			}
			for _, p := range ps {
				// A printing chosen among printings whose facts differ is
				// noted on every read; nothing else may be.
				if !p.Note || !strings.Contains(p.Msg, "other printings differ in their facts") {
					t.Errorf("%s as %s: %v", d.File, syn, p)
				}
			}
			if got, want := contents(d2), contents(d); !reflect.DeepEqual(got, want) {
				t.Errorf("%s as %s reads back as another deck:\n got %v\nwant %v\n%s", d.File, syn, sortedKeys(got), sortedKeys(want), text)
			}
			if syn == Lackey || syn == Dek {
				if got, want := asideKeys(d2), asideKeys(d); !reflect.DeepEqual(got, want) {
					t.Errorf("%s as %s: aside %v, want %v", d.File, syn, got, want)
				}
			}
			if (syn == Plain || syn == Dek) && d2.Name != d.Name {
				t.Errorf("%s as %s: name %q, want %q", d.File, syn, d2.Name, d.Name)
			}
		}
	}
}

func asideKeys(d *Deck) map[string]int {
	m := map[string]int{}
	for _, e := range d.Aside {
		m[e.Card.ID] += e.Count
	}
	return m
}

// Each format as its tool writes it, on a small deck with a card on two
// lines (merged into one count), a unique card, a mission with a location,
// a printing with a suffix and a card set aside.
func TestExportFormats(t *testing.T) {
	d, ps := parseText(t, "1\tRabal\n2\tRabal\n1\tB'Etor Ambitious Renegade\nDilemmas:\n1\tWavefront (SR)\nMissions:\n1\tQo'noS Heart of the Empire\n1\tBrute Force\nAside:\n1\tTriage\n")
	if len(ps) > 0 {
		t.Fatalf("problems: %v", Problems(ps))
	}
	want := map[Syntax]string{
		Plain:  "name: test\n\nMissions:\n1x Qo'noS, Heart of the Empire\n1x Brute Force\n\nDilemmas:\n1x Wavefront (SR)\n\nDraw deck:\n3x Rabal\n1x B'Etor, Ambitious Renegade\n\n# Set aside, not part of the deck:\n# 1x Triage\n",
		Lackey: "3\tRabal\n1\tB'Etor Ambitious Renegade\nDilemmas:\n1\tWavefront (SR)\nMissions:\n1\tQo'noS Heart of the Empire\n1\tBrute Force\nAside:\n1\tTriage\n",
		Dek: `<?xml version="1.0" encoding="UTF-8"?>
<deck version="0.8">
	<meta>
		<title>test</title>
		<game>startrek2e</game>
	</meta>
	<superzone name="Deck">
		<card><name>Rabal</name><set>SE</set></card>
		<card><name>Rabal</name><set>SE</set></card>
		<card><name>Rabal</name><set>SE</set></card>
		<card><name>B'Etor Ambitious Renegade</name><set>NE</set></card>
	</superzone>
	<superzone name="Dilemmas">
		<card><name>Wavefront (SR)</name><set>SR</set></card>
	</superzone>
	<superzone name="Missions">
		<card><name>Qo'noS Heart of the Empire</name><set>SE</set></card>
		<card><name>Brute Force</name><set>En</set></card>
	</superzone>
	<superzone name="Aside">
		<card><name>Triage</name><set>SE</set></card>
	</superzone>
</deck>
`,
		TrekCC: "Missions (2)\nHeadquarters\n1\tS\t191\t\tQo'noS, Heart of the Empire\nPlanet\n2\tU\t98\t\tBrute Force\n\nDilemma Pile (1)\nSpace\n1\tC\t60\t\t1x Wavefront (SR)\n\nDraw Deck (4)\nPersonnel (4)\nNon-Aligned\n1\tC\t340\t\t3x Rabal\nKlingon\n4\tR\t151\t\t1x •B'Etor, Ambitious Renegade\n",
	}
	for _, syn := range Exports() {
		got, err := d.Export(syn)
		if err != nil {
			t.Fatal(err)
		}
		if got != want[syn] {
			t.Errorf("as %s:\n%s\nwant\n%s", syn, got, want[syn])
		}
	}
	if _, err := d.Export("csv"); err == nil || !strings.Contains(err.Error(), "plain, lackey, dek, trekcc") {
		t.Errorf("unknown format: %v", err)
	}
}

// Every printing of the pool, written alone in each format, reads back as
// that printing (or, where two printings share every name and number, as
// the card's first of them).
func TestExportEveryPrinting(t *testing.T) {
	lib := testLib(t)
	failures := map[Syntax]int{}
	for _, c := range lib.All() {
		d := &Deck{Name: "one", File: "one.txt", Entries: []Entry{{Count: 1, Card: c, Section: SectionOf(c), Line: 1}}}
		for _, syn := range Exports() {
			text, err := d.Export(syn)
			if err != nil {
				t.Fatal(err)
			}
			d2, ps := Parse("one", []byte(text), lib)
			ok := len(Problems(ps).Errors()) == 0 && len(d2.Entries) == 1
			if ok {
				got := d2.Entries[0].Card
				ok = got == c || (samePrinted(got, c) && got.Printing == c.Printing && got.Location == c.Location && got.Name() == c.Name())
			}
			if !ok {
				if failures[syn]++; failures[syn] <= 5 {
					t.Errorf("%s (%s) as %s: read back as %v, problems %v\n%s", c.DeckName(), c.ID, syn, d2.Entries, Problems(ps), text)
				}
			}
		}
	}
	if len(failures) > 0 {
		t.Errorf("printings that do not read back, by format: %v", failures)
	}
}

// A deck's name with characters XML cannot hold still makes a readable
// .dek file, named as near as it can be.
func TestExportDekOddName(t *testing.T) {
	d, _ := parseText(t, "name: A <b>&\x01 deck\nRabal\n")
	text, err := d.Export(Dek)
	if err != nil {
		t.Fatal(err)
	}
	d2, ps := Parse("odd.dek", []byte(text), testLib(t))
	if len(ps) > 0 || d2.Name != "A <b>& deck" || len(d2.Entries) != 1 {
		t.Errorf("name %q, problems %v\n%s", d2.Name, Problems(ps), text)
	}
}
