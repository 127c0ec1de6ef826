package decks

import (
	"reflect"
	"strings"
	"testing"
)

// A LackeyCCG deck text with headers ending in tabs, CRLF line ends, a
// card on several lines and an Aside section.
func TestLackeyAsideFixture(t *testing.T) {
	const file = "testdata/tos-aside.lackey.txt"
	d, ps := Parse(file, readFile(t, file), testLib(t))
	if len(ps) > 0 {
		t.Fatalf("problems (notes included):\n%v", Problems(ps))
	}
	if d.Syntax != Lackey {
		t.Errorf("Syntax = %q, want lackey", d.Syntax)
	}
	// Rulebook: Building a Deck — the aside cards do not count; the deck
	// is legal without them.
	if ps := d.Validate(); len(ps) > 0 {
		t.Errorf("validate: %v", Problems(ps))
	}
	if m, dl, dr := d.Count(Missions), d.Count(Dilemmas), d.Count(DrawDeck); m != 5 || dl != 20 || dr != 35 {
		t.Errorf("counts %d/%d/%d, want 5/20/35", m, dl, dr)
	}
	if id := testLib(t).Lookup("Nagata").ID; contents(d)["draw deck|"+id] != 3 {
		t.Errorf("Nagata, on three lines: %d copies, want 3", contents(d)["draw deck|"+id])
	}
	var aside []string
	for _, e := range d.Aside {
		aside = append(aside, e.Card.ID+"x"+string(rune('0'+e.Count)))
	}
	if want := []string{"1C060-srx2", "20V021x1"}; !reflect.DeepEqual(aside, want) {
		t.Errorf("aside %v, want %v", aside, want)
	}
	for _, e := range d.Entries {
		if e.Line >= 63 {
			t.Errorf("an aside card is in the deck: %+v", e)
		}
	}
	if got := [3]int{d.headerLine[Missions], d.headerLine[Dilemmas], d.headerLine[DrawDeck]}; got != [3]int{57, 36, 0} {
		t.Errorf("header lines = %v, want [57 36 0]", got)
	}
	// The plain format keeps the aside cards as comments: read back, the
	// deck is the same and the aside cards are still out of it.
	text := d.Format()
	if !strings.Contains(text, "# 2x Wavefront (SR)\n") {
		t.Errorf("Format does not mention the aside cards:\n%s", text)
	}
	d2, ps := Parse("again.txt", []byte(text), testLib(t))
	if len(ps) > 0 || !reflect.DeepEqual(entryKeys(d2), entryKeys(d)) {
		t.Errorf("round trip: %v\n got %v\nwant %v", Problems(ps), entryKeys(d2), entryKeys(d))
	}
}

func TestLackeyLines(t *testing.T) {
	cases := []struct {
		name  string
		line  string
		id    string
		count int
		note  string // substring of the one note expected, or ""
	}{
		{"joined title and subtitle", "2\tGowron Leader of the High Council", "1S297", 2, ""},
		{"mission by name alone", "1\tAbduction Plot", "1S148", 1, ""},
		{"mission by location and name", "1\tRisan Approach Abduction Plot", "1S148", 1, ""},
		{"printing suffix", "2\tWavefront (SR)", "1C060-sr", 2, ""},
		{"star suffix", "1\tHippocratic Oath *", "0VP294-in", 1, ""},
		{"trailing tab", "3\tRabal\t", "1C340", 3, ""},
		{"space for the tab", "3 Rabal", "1C340", 3, ""},
		{"no count", "Rabal", "1C340", 1, ""},
		{"misspelt", "1\tJean Hejar Nova Squadron Navigator", "8C073", 1,
			`"Jean Hejar Nova Squadron Navigator" read as "Jean Hajar, Nova Squadron Navigator", as the card pool spells it`},
		{"two letters off", "1\tJean Hejar Nova Squadron Navigatr", "8C073", 1, `read as "Jean Hajar, Nova Squadron Navigator"`},
		{"punctuation only", "1\tJean Luc Picard Argo Pilot", "", 1, `read as "Jean-Luc Picard, Argo Pilot"`},
		{"printing the pool lacks", "2\tWavefront (XYZ)", "1C060", 2, "the card pool has no printing (XYZ) of Wavefront"},
	}
	lib := testLib(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			text := "1\tB'amara\n" + c.line + "\nDilemmas:\t\n2\tTriage\n"
			d, ps := parseText(t, text)
			if d.Syntax != Lackey {
				t.Fatalf("Syntax = %q", d.Syntax)
			}
			if errs := Problems(ps).Errors(); len(errs) > 0 {
				t.Fatalf("problems: %v", errs)
			}
			if len(d.Entries) != 3 {
				t.Fatalf("entries %+v", d.Entries)
			}
			want := c.id
			if want == "" {
				want = lib.Lookup("Jean-Luc Picard, Argo Pilot").ID
			}
			if e := d.Entries[1]; e.Card.ID != want || e.Count != c.count || e.Line != 2 {
				t.Errorf("got %dx %s at line %d, want %dx %s at line 2", e.Count, e.Card.ID, e.Line, c.count, want)
			}
			notes := Problems(ps).Notes()
			switch {
			case c.note == "" && len(notes) > 0:
				t.Errorf("unexpected notes %v", notes)
			case c.note != "" && (len(notes) != 1 || notes[0].Line != 2 || !strings.Contains(notes[0].Msg, c.note)):
				t.Errorf("notes %v, want one at line 2 with %q", notes, c.note)
			}
		})
	}
}

func TestLackeyDeckHeaderAndProblems(t *testing.T) {
	text := "Deck:\t\n" + // 1
		"3\tRabal\n" + // 2
		"1\tJean Hojor Novo Squadron Navigatr\n" + // 3: too far off to correct
		"1\tRabel\n" + // 4: too short to correct
		"0\tRabal\n" + // 5
		"Sideboard:\n" + // 6
		"Aside:\n" + // 7
		"1\tNo Such Card At All Anywhere\n" + // 8: aside, so a note
		"1\tRabal\n" // 9
	d, ps := parseText(t, text)
	if d.Syntax != Lackey {
		t.Fatalf("Syntax = %q", d.Syntax)
	}
	want := []string{
		`test.txt:3: unknown card "Jean Hojor Novo Squadron Navigatr"; did you mean "Jean Hajar, Nova Squadron Navigator"`,
		`test.txt:4: unknown card "Rabel"; did you mean "Rabal"`,
		`test.txt:5: bad count "0" for Rabal`,
		`test.txt:6: unknown section "Sideboard:"`,
		`test.txt:8: note: a card set aside is not known: unknown card "No Such Card At All Anywhere"`,
	}
	got := problemStrings(ps)
	if len(got) != len(want) {
		t.Fatalf("problems:\n%s\nwant %d", strings.Join(got, "\n"), len(want))
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("problem %d = %q, want it to start with %q", i, got[i], want[i])
		}
	}
	if d.headerLine[DrawDeck] != 1 || d.Count(DrawDeck) != 3 || len(d.Aside) != 1 || d.Aside[0].Line != 9 {
		t.Errorf("header %d, draw %d, aside %+v", d.headerLine[DrawDeck], d.Count(DrawDeck), d.Aside)
	}
}

// The plain format is written by hand: a misspelling there is an error
// with suggestions, never silently corrected.
func TestPlainFormatDoesNotCorrect(t *testing.T) {
	d, ps := parseText(t, "Draw deck:\n1x Jean Hejar, Nova Squadron Navigator\n")
	if d.Syntax != Plain {
		t.Fatalf("Syntax %q", d.Syntax)
	}
	if len(ps) != 1 || ps[0].Note || ps[0].Line != 2 ||
		!strings.Contains(ps[0].Msg, `unknown card "Jean Hejar, Nova Squadron Navigator"; did you mean "Jean Hajar, Nova Squadron Navigator"`) {
		t.Errorf("problems %v", problemStrings(ps))
	}
	if len(d.Entries) != 0 {
		t.Errorf("entries %+v", d.Entries)
	}
}

func TestProblemNotes(t *testing.T) {
	ps := Problems{{File: "a", Line: 2, Msg: "x", Note: true}, {File: "a", Line: 3, Msg: "y"}}
	if got := ps[0].Error(); got != "a:2: note: x" {
		t.Errorf("note = %q", got)
	}
	if len(ps.Errors()) != 1 || ps.Errors()[0].Msg != "y" || len(ps.Notes()) != 1 || ps.Notes()[0].Msg != "x" {
		t.Errorf("Errors %v, Notes %v", ps.Errors(), ps.Notes())
	}
}

// Load fails only for errors; notes alone leave the deck good, in d.Notes.
func TestLoadNotesAreNotErrors(t *testing.T) {
	dir := t.TempDir()
	fixture := string(readFile(t, "testdata/tos-aside.lackey.txt"))
	good := dir + "/good.txt" // an unknown aside card: a note
	writeFile(t, good, fixture+"1\tUnknown Aside Card Name Here\r\n")
	d, err := Load(testLib(t), good)
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if len(d.Notes) != 1 || !d.Notes[0].Note || d.Notes[0].Line != 66 {
		t.Errorf("notes %v", d.Notes)
	}
	bad := dir + "/bad.txt" // an unknown card in the deck: an error
	writeFile(t, bad, strings.Replace(fixture, "Nagata", "Nagatta", 1))
	d, err = Load(testLib(t), bad)
	ps, ok := err.(Problems)
	// Rulebook: Building a Deck — and without that line the draw deck is short.
	if !ok || d == nil || len(ps.Errors()) != 2 || ps[0].Line != 17 || !strings.Contains(ps[0].Msg, `unknown card "Nagatta"`) ||
		!strings.Contains(ps[1].Msg, "34 cards in the draw deck") {
		t.Errorf("Load: %v", err)
	}
}

// LackeyCCG writes a mission by its mission name alone; the pool's name
// starts with the location, which the split (docs/cards.md) now finds for
// "B'omar Sovereignty, Traverse Restricted Space": that name is the
// mission's own, read with no note. A name the split leaves whole is found
// by its end, noted ("Metaphasic Shielding Test" of "Host Metaphasic
// Shielding Test", made up for the test); a name two cards share (the
// dilemma and the mission Covert Insertion) is the card of the section
// its header names — in LackeyCCG text and in a .dek alike.
func TestImportedMissionsByNameAlone(t *testing.T) {
	lib := testLib(t)
	const lackey = "1\tKahlest\nDilemmas:\t\n1\tCovert Insertion\nMissions:\t\n1\tCovert Insertion\n1\tTraverse Restricted Space\n1\tMetaphasic Shielding Test\n"
	const dek = `<deck version="0.8"><superzone name="Deck"><card><name>Kahlest</name></card></superzone>` +
		`<superzone name="Dilemmas"><card><name>Covert Insertion</name></card></superzone>` +
		`<superzone name="Missions"><card><name>Covert Insertion</name></card><card><name>Traverse Restricted Space</name></card>` +
		`<card><name>Metaphasic Shielding Test</name></card></superzone></deck>`
	for _, f := range []struct{ file, text string }{{"m.txt", lackey}, {"m.dek", dek}} {
		d, ps := Parse(f.file, []byte(f.text), lib)
		var got []string
		for _, e := range d.Entries {
			got = append(got, e.Section.String()+": "+e.Card.ID)
		}
		want := []string{"draw deck: " + lib.Lookup("Kahlest").ID, "dilemmas: 8U007", "missions: 62V016", "missions: 29V034", "missions: 1S172"}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: entries %v, want %v (problems %v)", f.file, got, want, Problems(ps))
		}
		noted := false
		for _, p := range ps {
			if !p.Note {
				t.Errorf("%s: a problem, not a note: %v", f.file, p)
			}
			if strings.Contains(p.Msg, "Traverse Restricted Space") {
				t.Errorf("%s: the mission's own name is noted: %v", f.file, p)
			}
			noted = noted || strings.Contains(p.Msg, `"Metaphasic Shielding Test" read as the mission`)
		}
		if !noted {
			t.Errorf("%s: the mission read by the end of its name is not noted: %v", f.file, Problems(ps))
		}
	}
	// A word the end of several missions' names is no mission at all.
	if len(lib.MissionsEndingWith("Colony")) < 2 || lib.Lookup("Colony") != nil {
		t.Fatal("the test needs a word that ends several missions' names and names no card")
	}
	if _, ps := Parse("x.txt", []byte("Missions:\n1\tColony\n"), lib); len(Problems(ps).Errors()) == 0 {
		t.Errorf("\"Colony\" should not be read as one mission: %v", Problems(ps))
	}
}
