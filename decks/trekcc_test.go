package decks

import (
	"reflect"
	"strings"
	"testing"
)

// A trekcc.org export as the site writes it: section headers with counts,
// group headers (mission kinds, dilemma kinds, card types, affiliations),
// mission rows with no count.
func TestTrekCCExport(t *testing.T) {
	const file = "testdata/klingon-excelsior.trekcc.txt"
	d, ps := Parse(file, readFile(t, file), testLib(t))
	if len(ps) > 0 {
		t.Fatalf("problems (notes included):\n%v", Problems(ps))
	}
	if d.Syntax != TrekCC {
		t.Errorf("Syntax = %q, want trekcc", d.Syntax)
	}
	// Rulebook: Building a Deck — the export is a legal deck.
	if ps := d.Validate(); len(ps) > 0 {
		t.Errorf("validate: %v", Problems(ps))
	}
	if m, dl, dr := d.Count(Missions), d.Count(Dilemmas), d.Count(DrawDeck); m != 5 || dl != 20 || dr != 35 {
		t.Errorf("counts %d/%d/%d, want the headers' 5/20/35", m, dl, dr)
	}
	if got := [3]int{d.headerLine[Missions], d.headerLine[Dilemmas], d.headerLine[DrawDeck]}; got != [3]int{1, 11, 36} {
		t.Errorf("header lines = %v, want [1 11 36]", got)
	}
	byID := contents(d)
	for _, want := range []string{
		"missions|1S191",   // the headquarters row, no count
		"missions|38V016",  // "Research Binary Star", by its collector number
		"draw deck|0P012",  // set 0
		"draw deck|10R037", // 2x The Spirit of Kahless
		"dilemmas|29V013",  // The Needs of the Many (not ...of the Few)
		"draw deck|1C339",  // under the Non-Aligned group
		"draw deck|10U116", // I.K.S. T'Ong, Sleeper Ship
	} {
		if byID[want] == 0 {
			t.Errorf("no %s in %v", want, sortedKeys(byID))
		}
	}
	if byID["draw deck|10R037"] != 2 {
		t.Errorf("The Spirit of Kahless: %d copies, want 2", byID["draw deck|10R037"])
	}
	// The same deck as LackeyCCG ships it, when the reference is here.
	lackey := starterDir + "/Klingon_Excelsior-starter_v1.txt"
	if data, err := readIfPresent(lackey); err == nil {
		d2, ps := Parse(lackey, data, testLib(t))
		if len(Problems(ps).Errors()) > 0 {
			t.Fatal(Problems(ps))
		}
		if got, want := contents(d), contents(d2); !reflect.DeepEqual(got, want) {
			t.Errorf("the trekcc.org export and the LackeyCCG starter differ:\n got %v\nwant %v", sortedKeys(got), sortedKeys(want))
		}
	}
}

func TestTrekCCRows(t *testing.T) {
	cases := []struct {
		name  string
		row   string
		id    string
		count int
		note  string // substring of the one note expected, or ""
	}{
		{"key", "55\tV\t27\t\t1x •Beverly Crusher, Principled Physician", "55V027", 1, ""},
		{"number padded", "1\tC\t60\t\t2x Wavefront", "1C060", 2, ""},
		{"shared key, named printing", "1\tC\t60\t\t1x Wavefront (SR)", "1C060-sr", 1, ""},
		{"shared key, first printing", "4\tR\t30\t\t3x Whisper in the Dark", "4R030", 3, ""},
		{"mission row has no count", "1\tS\t191\t\tQo'noS, Heart of the Empire", "1S191", 1, ""},
		{"mission with its location", "1\tS\t148\t\tRisan Approach, Abduction Plot", "1S148", 1, ""},
		{"mission by name", "1\tS\t148\t\tAbduction Plot", "1S148", 1, ""},
		{"ambiguous title, key decides", "1\tS\t161\t\t•Earth", "1S161", 1, ""},
		{"key over a misspelt name", "8\tC\t73\t\t1x •Jean Hejar, Nova Squadron Navigator", "8C073", 1,
			`"•Jean Hejar, Nova Squadron Navigator" read as "Jean Hajar, Nova Squadron Navigator" by its collector number 8C073`},
		{"exact name over a key of another card", "55\tV\t28\t\t1x •Rabal", "1C340", 1,
			"collector number 55V028 is"},
		{"unknown key, by name", "99\tV\t999\t\t1x Rabal", "1C340", 1, ""},
		{"placeholder columns, by name", "1\t?\t340\t\t2x •Rabal", "1C340", 2, ""},
		{"placeholder columns, mission", "1\t?\t185\t\tMedical Relief", "1U185", 1, ""},
		{"misspelt, no key", "?\t?\t?\t\t1x Jean Hejar, Nova Squadron Navigator", "8C073", 1,
			`"Jean Hejar, Nova Squadron Navigator" read as "Jean Hajar, Nova Squadron Navigator"`},
		{"spaces for tabs", "1 C 340  2x •Rabal", "1C340", 2, ""},
		{"spaces for tabs, mission", "1 S 191  Qo'noS, Heart of the Empire", "1S191", 1, ""},
		{"hand-typed count line", "2x Rabal", "1C340", 2, ""},
		{"trailing tab", "1\tC\t340\t\t2x •Rabal\t", "1C340", 2, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// A known row first, so that the file is read as trekcc.org's.
			text := "Draw Deck (3)\n1\tC\t292\t\t1x B'amara\n" + c.row + "\n"
			d, ps := parseText(t, text)
			if d.Syntax != TrekCC {
				t.Fatalf("Syntax = %q", d.Syntax)
			}
			if errs := Problems(ps).Errors(); len(errs) > 0 {
				t.Fatalf("problems: %v", errs)
			}
			if len(d.Entries) != 2 {
				t.Fatalf("entries %+v", d.Entries)
			}
			e := d.Entries[1]
			if e.Card.ID != c.id || e.Count != c.count || e.Line != 3 {
				t.Errorf("got %dx %s at line %d, want %dx %s at line 3", e.Count, e.Card.ID, e.Line, c.count, c.id)
			}
			notes := Problems(ps).Notes()
			switch {
			case c.note == "" && len(notes) > 0:
				t.Errorf("unexpected notes %v", notes)
			case c.note != "" && (len(notes) != 1 || notes[0].Line != 3 || !strings.Contains(notes[0].Msg, c.note)):
				t.Errorf("notes %v, want one at line 3 with %q", notes, c.note)
			}
			if !reflect.DeepEqual(d.Notes, []Problem(notes)) {
				t.Errorf("d.Notes %v, want %v", d.Notes, notes)
			}
		})
	}
}

func TestTrekCCGroupHeaders(t *testing.T) {
	// Group headers name no card and no section; none is a problem, and
	// cards are filed by their type whatever group they stand in.
	text := "Draw Deck (4)\nPersonnel (3)\nFederation\n1\tC\t340\t\t1x Rabal\nNon-Aligned\nBajoran (1)\nKlingon\n" +
		"Starfleet\nBorg\nDual\nInterrupt\nEquipment\n1\tC\t292\t\t1x B'amara\nMissions\nSpace\n" +
		"1\tS\t167\t\tExplore Black Cluster\nDilemma Pile (2)\nPlanet\n1\tC\t57\t\t2x Triage\n"
	d, ps := parseText(t, text)
	if len(ps) > 0 {
		t.Fatalf("problems: %v", Problems(ps))
	}
	if d.Count(DrawDeck) != 2 || d.Count(Missions) != 1 || d.Count(Dilemmas) != 2 {
		t.Errorf("counts %d/%d/%d", d.Count(Missions), d.Count(Dilemmas), d.Count(DrawDeck))
	}
	if got := [3]int{d.headerLine[Missions], d.headerLine[Dilemmas], d.headerLine[DrawDeck]}; got != [3]int{14, 17, 1} {
		t.Errorf("header lines = %v, want [14 17 1]", got)
	}
}

func TestTrekCCProblems(t *testing.T) {
	cases := []struct {
		row  string
		want string
		note bool
	}{
		{"1\tC\t999\t\t1x Elizabet Shelbi", `unknown card "Elizabet Shelbi"; did you mean`, false},
		{"1\tC\t999\t\t1x Rabel", `unknown card "Rabel"; did you mean "Rabal"`, false}, // too short to correct
		{"1\tC\t340\t\t0x Rabal", `bad count "0" for Rabal`, false},
		{"1\tR\t340", "line not understood", false},
		{"Rabal", `"Rabal" is read as a group header, not as the card Rabal`, true},
	}
	for _, c := range cases {
		text := "1\tC\t292\t\t1x B'amara\n" + c.row + "\n"
		d, ps := parseText(t, text)
		if d.Syntax != TrekCC {
			t.Fatalf("%q: Syntax %q", c.row, d.Syntax)
		}
		if len(ps) != 1 || ps[0].Line != 2 || ps[0].Note != c.note || !strings.Contains(ps[0].Msg, c.want) {
			t.Errorf("%q: got %v, want one problem at line 2 (note %v) with %q", c.row, problemStrings(ps), c.note, c.want)
		}
		if len(d.Entries) != 1 {
			t.Errorf("%q: entries %+v", c.row, d.Entries)
		}
	}
}

func TestCollectorKey(t *testing.T) {
	for _, c := range [][4]string{
		{"55", "V", "27", "55V027"}, {"1", "c", "060", "1C060"}, {"0", "VP", "1", "0VP001"}, {"10", "U", "116", "10U116"},
		{"1", "R", "1234", "1R1234"},
	} {
		if got := collectorKey(c[0], c[1], c[2]); got != c[3] {
			t.Errorf("collectorKey(%q, %q, %q) = %q, want %q", c[0], c[1], c[2], got, c[3])
		}
	}
}
