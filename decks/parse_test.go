package decks

import (
	"reflect"
	"strings"
	"testing"
)

func TestParsePlainFormat(t *testing.T) {
	text := "# a comment line\r\n" +
		"// another comment line\r\n" +
		"name: Test Deck #1 // kept verbatim\r\n" +
		"\r\n" +
		"Missions:\r\n" +
		"Earth, Cradle of the Federation   # trailing comment\r\n" +
		"1x Medical Relief\r\n" +
		"[Dilemmas]\r\n" +
		"2 x Wavefront\r\n" +
		"3 Triage // trailing comment\r\n" +
		"Draw deck (5):\r\n" +
		"3x •Elizabeth Shelby\r\n" +
		"2X rabal\r\n" +
		"1x Cry \u201cHavoc!\u201d\r\n"
	d, ps := parseText(t, text)
	if len(ps) > 0 {
		t.Fatalf("unexpected problems:\n%v", Problems(ps))
	}
	if d.Syntax != Plain {
		t.Errorf("Syntax = %q, want plain", d.Syntax)
	}
	if d.Name != "Test Deck #1 // kept verbatim" {
		t.Errorf("Name = %q", d.Name)
	}
	type want struct {
		count   int
		id      string
		section Section
		line    int
	}
	wants := []want{
		{1, "1S161", Missions, 6},
		{1, "1U185", Missions, 7},
		{2, "1C060", Dilemmas, 9},
		{3, "1C057", Dilemmas, 10},
		{3, "1S262", DrawDeck, 12},
		{2, "1C340", DrawDeck, 13},
		{1, "1S083", DrawDeck, 14},
	}
	if len(d.Entries) != len(wants) {
		t.Fatalf("got %d entries, want %d: %+v", len(d.Entries), len(wants), d.Entries)
	}
	for i, w := range wants {
		e := d.Entries[i]
		if e.Count != w.count || e.Card.ID != w.id || e.Section != w.section || e.Line != w.line {
			t.Errorf("entry %d = {%d %s %v line %d}, want %+v", i, e.Count, e.Card.ID, e.Section, e.Line, w)
		}
	}
	if got := [3]int{d.headerLine[Missions], d.headerLine[Dilemmas], d.headerLine[DrawDeck]}; got != [3]int{5, 8, 11} {
		t.Errorf("header lines = %v, want [5 8 11]", got)
	}
}

func TestHashHeaderIsAComment(t *testing.T) {
	d, ps := parseText(t, "# Missions\nMedical Relief\n")
	if len(ps) > 0 {
		t.Fatal(Problems(ps))
	}
	if d.headerLine[Missions] != 0 {
		t.Errorf("\"# Missions\" was taken as a header; it is a comment")
	}
	if d.sectionLine(Missions) != 2 {
		t.Errorf("sectionLine(Missions) = %d, want the first card line 2", d.sectionLine(Missions))
	}
}

func TestParseFilesCardsByType(t *testing.T) {
	// A dilemma under Missions and a mission in the draw deck are filed by
	// their type, without complaint.
	d, ps := parseText(t, "Missions:\nWavefront\nDraw deck:\nMedical Relief\n2x Rabal\n")
	if len(ps) > 0 {
		t.Fatal(Problems(ps))
	}
	got := map[string]Section{}
	for _, e := range d.Entries {
		got[e.Card.Title] = e.Section
	}
	want := map[string]Section{"Wavefront": Dilemmas, "Medical Relief": Missions, "Rabal": DrawDeck}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("sections = %v, want %v", got, want)
	}
}

func TestParseProblems(t *testing.T) {
	cases := []struct {
		line string
		want string // substring of the message
	}{
		{"3x Elizabet Shelby", `unknown card "Elizabet Shelby"; did you mean "Elizabeth Shelby, Formidable Presence"`},
		{"Shelby", `did you mean "Elizabeth Shelby, Formidable Presence"`},
		{"Earth", `"Earth" is ambiguous`},
		{"0x Rabal", `bad count "0" for Rabal`},
		{"-1 Rabal", `bad count "-1" for Rabal`},
		{"100x Rabal", `bad count "100" for Rabal`},
		{"99999999999999999999999x Rabal", `bad count "99999999999999999999999"`},
		{"3x", `gives a count but no card title`},
		{"Sideboard:", `unknown section "Sideboard:"`},
		{"Author: Somebody", `line not understood`},
		{"Author: me", `line not understood`},
		{"Qo'noS: Heart of the Empire", `unknown card "Qo'noS: Heart of the Empire"; did you mean "Qo'noS, Heart of the Empire"`},
		{"a\tb\tc", `line not understood: a tab-separated card line`},
		{strings.Repeat("x", 300), `too long to be a card`},
	}
	for _, c := range cases {
		text := "name: x\nMissions:\n" + c.line + "\n"
		d, ps := parseText(t, text)
		if len(ps) != 1 {
			t.Errorf("%q: got %d problems %v, want 1", c.line, len(ps), problemStrings(ps))
			continue
		}
		p := ps[0]
		if p.File != "test.txt" || p.Line != 3 || !strings.Contains(p.Msg, c.want) {
			t.Errorf("%q: got %q, want test.txt:3 and %q", c.line, p.Error(), c.want)
		}
		if len(d.Entries) != 0 {
			t.Errorf("%q: a bad line still made an entry: %+v", c.line, d.Entries)
		}
	}
}

func TestParseReportsEveryProblem(t *testing.T) {
	text := "name: one\nname: two\nMissions:\nMedical Relef\n0x Rabal\nSurgery Under Fire\nBorg Cubee\n"
	_, ps := parseText(t, text)
	var lines []int
	for _, p := range ps {
		lines = append(lines, p.Line)
	}
	if !reflect.DeepEqual(lines, []int{2, 4, 5, 7}) {
		t.Errorf("problem lines = %v, want [2 4 5 7]:\n%v", lines, Problems(ps))
	}
}

func TestDetectSyntax(t *testing.T) {
	cases := map[string]Syntax{
		"3x Rabal\n":                         Plain,
		"Missions:\nMedical Relief\n":        Plain,
		"3\tRabal\nDilemmas:\n2\tTriage":     Lackey,
		"1\tR\t340\t\t3x Rabal\n":            TrekCC,
		"// 1\tR\t340\t\t3x Rabal\n3x Rabal": Plain, // the tabbed line is a comment
	}
	for text, want := range cases {
		d, _ := parseText(t, text)
		if d.Syntax != want {
			t.Errorf("%q: Syntax = %q, want %q", text, d.Syntax, want)
		}
	}
}

func TestTrekCCFixture(t *testing.T) {
	d, ps := Parse("federation.trekcc.txt", readFile(t, "testdata/federation.trekcc.txt"), testLib(t))
	if len(ps) > 0 {
		t.Fatal(Problems(ps))
	}
	if d.Syntax != TrekCC {
		t.Errorf("Syntax = %q, want trekcc", d.Syntax)
	}
	if ps := d.Validate(); len(ps) > 0 {
		t.Errorf("validate: %v", Problems(ps))
	}
	if got, want := contents(d), contents(loadSample(t, "federation")); !reflect.DeepEqual(got, want) {
		t.Errorf("trekcc export differs from the federation sample:\n got %v\nwant %v", sortedKeys(got), sortedKeys(want))
	}
	// "Missions (5)" is on line 3; "Planet" and "Space" group missions and
	// must not be taken for the dilemma pile's header.
	if d.headerLine[Missions] != 3 || d.headerLine[Dilemmas] != 13 {
		t.Errorf("header lines = %v", d.headerLine)
	}
}

func TestTrekCCLenientColumns(t *testing.T) {
	for _, line := range []string{
		"1\tR\t340\t\t2x •Rabal",      // the usual five columns
		"340\t2x Rabal",               // fewer columns
		"1\tR\t340\t\t2x Rabal\t",     // a trailing tab
		"1 R 340  2x •Rabal",          // tabs turned into spaces by a paste
		"1\tR\t340\t\t\t\t2x • Rabal", // more columns
	} {
		d, ps := parseText(t, line+"\n")
		if len(ps) > 0 || len(d.Entries) != 1 || d.Entries[0].Count != 2 || d.Entries[0].Card.Title != "Rabal" {
			t.Errorf("%q: entries %+v, problems %v", line, d.Entries, problemStrings(ps))
		}
	}
}

func TestLackeyFixture(t *testing.T) {
	d, ps := Parse("klingon.lackey.txt", readFile(t, "testdata/klingon.lackey.txt"), testLib(t))
	if len(ps) > 0 {
		t.Fatal(Problems(ps))
	}
	if d.Syntax != Lackey {
		t.Errorf("Syntax = %q, want lackey", d.Syntax)
	}
	if d.Name != "klingon.lackey" {
		t.Errorf("Name = %q, want the file's base name", d.Name)
	}
	if ps := d.Validate(); len(ps) > 0 {
		t.Errorf("validate: %v", Problems(ps))
	}
	if got, want := contents(d), contents(loadSample(t, "klingon")); !reflect.DeepEqual(got, want) {
		t.Errorf("lackey export differs from the klingon sample:\n got %v\nwant %v", sortedKeys(got), sortedKeys(want))
	}
}

func TestFormatRoundTrips(t *testing.T) {
	lib := testLib(t)
	var decks []*Deck
	for _, s := range Samples() {
		decks = append(decks, loadSample(t, s))
	}
	for _, f := range []string{"testdata/federation.trekcc.txt", "testdata/klingon.lackey.txt"} {
		d, _ := Parse(f, readFile(t, f), lib)
		decks = append(decks, d)
	}
	// repeated and split lines survive too
	d, _ := parseText(t, "2x Rabal\nMissions:\nMedical Relief\n1x Rabal\n")
	decks = append(decks, d)
	for _, d := range decks {
		text := d.Format()
		d2, ps := Parse(d.File, []byte(text), lib)
		if len(Problems(ps).Errors()) > 0 {
			t.Errorf("%s: Format output has problems: %v\n%s", d.File, Problems(ps), text)
		}
		if d2.Syntax != Plain || d2.Name != d.Name {
			t.Errorf("%s: round trip gave syntax %q name %q", d.File, d2.Syntax, d2.Name)
		}
		if !reflect.DeepEqual(entryKeys(d2), entryKeys(d)) {
			t.Errorf("%s: round trip changed entries:\n got %v\nwant %v", d.File, entryKeys(d2), entryKeys(d))
		}
	}
}

func TestEveryCardNameResolves(t *testing.T) {
	// Format writes Card.Name(); each must read back as the same card.
	lib := testLib(t)
	for _, c := range lib.All() {
		d, ps := parseText(t, "1x "+c.DeckName()+"\n")
		// Printings sharing a name and suffix are one card: the first.
		// A printing whose facts differ from another's is noted, nothing
		// else.
		for _, n := range Problems(ps).Notes() {
			if !strings.Contains(n.Msg, "other printings differ in their facts") {
				t.Errorf("%s: %v", c.Name(), n)
			}
		}
		if len(Problems(ps).Errors()) > 0 || len(d.Entries) != 1 || (d.Entries[0].Card != c && d.Entries[0].Card.ID != c.PrintingOf) {
			t.Errorf("%s: %v", c.Name(), problemStrings(ps))
		}
	}
}

func TestList(t *testing.T) {
	d := loadSample(t, "borg")
	l := d.List()
	if l.Name != d.Name || len(l.Missions) != d.Count(Missions) || len(l.Dilemmas) != d.Count(Dilemmas) || len(l.Draw) != d.Count(DrawDeck) {
		t.Fatalf("List sizes %d/%d/%d, deck %d/%d/%d", len(l.Missions), len(l.Dilemmas), len(l.Draw),
			d.Count(Missions), d.Count(Dilemmas), d.Count(DrawDeck))
	}
	n := 0
	for _, c := range l.Draw {
		if c.Title == "Borg Cube" {
			n++
		}
	}
	if n != 3 {
		t.Errorf("List has %d Borg Cubes, want the 3 copies repeated", n)
	}
}

func TestProblemError(t *testing.T) {
	if got := (Problem{File: "a.txt", Line: 3, Msg: "bad"}).Error(); got != "a.txt:3: bad" {
		t.Errorf("got %q", got)
	}
	if got := (Problem{File: "a.txt", Msg: "bad"}).Error(); got != "a.txt: bad" {
		t.Errorf("got %q", got)
	}
	ps := Problems{{File: "a", Line: 1, Msg: "x"}, {File: "a", Msg: "y"}}
	if got := ps.Error(); got != "a:1: x\na: y" {
		t.Errorf("got %q", got)
	}
}

func TestManyUnknownLinesStayCheap(t *testing.T) {
	// Every bad line is still reported, but suggestions stop after a while.
	var b strings.Builder
	for i := 0; i < 2000; i++ {
		b.WriteString("3x Shelbyy\n")
	}
	_, ps := parseText(t, b.String())
	if len(ps) != 2000 {
		t.Fatalf("%d problems, want 2000", len(ps))
	}
	if !strings.Contains(ps[0].Msg, "did you mean") || ps[1999].Msg != `unknown card "Shelbyy"` {
		t.Errorf("first %q, last %q", ps[0].Msg, ps[1999].Msg)
	}
}
