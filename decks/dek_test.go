package decks

import (
	"reflect"
	"strings"
	"testing"
)

// The TOS starter as a .dek file (one <card> per copy, an Aside zone) is
// the same deck as in Lackey's deck text.
func TestDekFixtureMatchesLackeyText(t *testing.T) {
	lib := testLib(t)
	d, ps := Parse("testdata/tos.dek", readFile(t, "testdata/tos.dek"), lib)
	if len(ps) > 0 {
		t.Fatalf("problems (notes included):\n%v", Problems(ps))
	}
	if d.Syntax != Dek || d.Name != "tos" {
		t.Errorf("Syntax %q, Name %q", d.Syntax, d.Name)
	}
	// Rulebook: Building a Deck
	if ps := d.Validate(); len(ps) > 0 {
		t.Errorf("validate: %v", Problems(ps))
	}
	text, _ := Parse("testdata/tos-aside.lackey.txt", readFile(t, "testdata/tos-aside.lackey.txt"), lib)
	if got, want := contents(d), contents(text); !reflect.DeepEqual(got, want) {
		t.Errorf(".dek and deck text differ:\n got %v\nwant %v", sortedKeys(got), sortedKeys(want))
	}
	aside := func(d *Deck) map[string]int {
		m := map[string]int{}
		for _, e := range d.Aside {
			m[e.Card.ID] += e.Count
		}
		return m
	}
	if got, want := aside(d), aside(text); !reflect.DeepEqual(got, want) || len(got) != 2 {
		t.Errorf("aside %v, want %v", got, want)
	}
	// Copies written one after another make one entry, at the first
	// copy's line: "Nagata" three times from line 23.
	for _, e := range d.Entries {
		if e.Card.Title == "Nagata" && (e.Count != 3 || e.Line != 23) {
			t.Errorf("Nagata entry %+v, want 3 copies at line 23", e)
		}
	}
	if d.headerLine[DrawDeck] != 6 || d.headerLine[Dilemmas] != 43 || d.headerLine[Missions] != 65 {
		t.Errorf("superzone lines %v, want draw 6, dilemmas 43, missions 65", d.headerLine)
	}
}

// The Cadets starter as a .dek file: CRLF line ends, a <title>, and the
// misspelt printing noted at its <card>'s line.
func TestDekFixtureNotesItsLine(t *testing.T) {
	d, ps := Parse("cadets.dek", readFile(t, "testdata/cadets.dek"), testLib(t))
	if len(ps) != 1 || ps[0].Error() != `cadets.dek:31: note: "Jean Hejar Nova Squadron Navigator" read as "Jean Hajar, Nova Squadron Navigator", as the card pool spells it` {
		t.Fatalf("problems %v", problemStrings(ps))
	}
	if d.Name != "Cadets (Excelsior Act 2 starter)" {
		t.Errorf("Name %q", d.Name)
	}
	// Rulebook: Building a Deck
	if ps := d.Validate(); len(ps) > 0 {
		t.Errorf("validate: %v", Problems(ps))
	}
	if m, dl, dr := d.Count(Missions), d.Count(Dilemmas), d.Count(DrawDeck); m != 5 || dl != 24 || dr != 35 {
		t.Errorf("counts %d/%d/%d, want 5/24/35", m, dl, dr)
	}
}

func TestDekProblems(t *testing.T) {
	cases := []struct {
		name string
		xml  string
		want []string // problems, in order, each as a prefix of Error()
		ids  []string // entries as "count x id"
	}{
		{"unknown card at its line", "<deck>\n<superzone name=\"Deck\">\n<card><name>Rabal</name></card>\n" +
			"<card>\n  <name>Elizabet Shelbi</name></card>\n</superzone>\n</deck>\n",
			[]string{`d.dek:4: unknown card "Elizabet Shelbi"; did you mean`}, []string{"1x1C340"}},
		{"copies together and apart", "<deck><superzone name=\"Deck\">\n<card><name>Rabal</name></card>\n<card><name>Rabal</name></card>\n" +
			"<card><name>B'amara</name></card>\n<card><name>Rabal</name></card>\n</superzone></deck>",
			nil, []string{"2x1C340", "1x1C292", "1x1C340"}},
		{"set picks the printing", `<deck><superzone name="Dilemmas"><card><name id="x">Wavefront</name><set>SR</set></card>` +
			`<card><name>Wavefront</name><set>SE</set></card><card><name>Wavefront</name></card></superzone></deck>`,
			nil, []string{"1x1C060-sr", "2x1C060"}},
		{"entities", `<deck><superzone name="Deck"><card><name>Guess Who&apos;s Coming to Dinner?</name></card></superzone></deck>`,
			nil, []string{"1x4C015"}},
		{"unknown superzone", "<deck>\n<superzone name=\"Sideboard\"><card><name>Rabal</name></card></superzone>\n" +
			"<superzone name=\"Deck\"><card><name>Rabal</name></card></superzone></deck>",
			[]string{`d.dek:2: unknown superzone "Sideboard"`}, []string{"1x1C340"}},
		{"aside is not the deck", `<deck><superzone name="Aside"><card><name>Rabal</name></card>` +
			`<card><name>No Such Card Anywhere At All</name></card></superzone></deck>`,
			[]string{`d.dek:1: note: a card set aside is not known: unknown card "No Such Card Anywhere At All"`}, nil},
		{"card with no name", "<deck><superzone name=\"Deck\">\n<card><set>SE</set></card></superzone></deck>",
			[]string{"d.dek:2: a <card> with no <name>"}, nil},
		{"broken XML", "<deck><superzone name=\"Deck\">\n<card><name>Rabal</name></card>\n<card><name>Rabal</card>\n</superzone></deck>",
			[]string{"d.dek:3: not a readable LackeyCCG .dek file: element <name> closed by </card>"}, []string{"1x1C340"}},
		{"cut short", "<deck><superzone name=\"Deck\">\n<card><name>Rabal</name></card>\n",
			[]string{"d.dek:3: the .dek file ends inside <superzone>"}, []string{"1x1C340"}},
		{"not a deck", "<?xml version=\"1.0\"?>\n<html><body>hi</body></html>",
			[]string{"d.dek:2: not a LackeyCCG .dek file: it starts with <html>"}, nil},
		{"latin-1", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<deck><superzone name=\"Deck\"><card><name>Rabal</name></card></superzone></deck>",
			nil, []string{"1x1C340"}},
		{"unknown encoding", "<?xml version=\"1.0\" encoding=\"EBCDIC\"?>\n<deck></deck>",
			[]string{`d.dek:1: not a readable LackeyCCG .dek file: xml: opening charset "EBCDIC": unsupported encoding`}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, ps := Parse("d.dek", []byte(c.xml), testLib(t))
			if d.Syntax != Dek {
				t.Fatalf("Syntax %q", d.Syntax)
			}
			got := problemStrings(ps)
			ok := len(got) == len(c.want)
			for i := 0; ok && i < len(got); i++ {
				ok = strings.HasPrefix(got[i], c.want[i])
			}
			if !ok {
				t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
			var ids []string
			for _, e := range d.Entries {
				ids = append(ids, string(rune('0'+e.Count))+"x"+e.Card.ID)
			}
			if !reflect.DeepEqual(ids, c.ids) {
				t.Errorf("entries %v, want %v", ids, c.ids)
			}
		})
	}
}

// A .dek file is told by its content, not its name, and a text deck
// named .dek is read as text.
func TestDekDetectedByContent(t *testing.T) {
	lib := testLib(t)
	dek := "\xef\xbb\xbf\r\n  <deck><superzone name=\"Deck\"><card><name>Rabal</name></card></superzone></deck>"
	if d, ps := Parse("deck.txt", []byte(dek), lib); d.Syntax != Dek || len(ps) > 0 || d.Count(DrawDeck) != 1 {
		t.Errorf("XML named .txt: syntax %q, problems %v", d.Syntax, problemStrings(ps))
	}
	if d, ps := Parse("deck.dek", []byte("3\tRabal\nDilemmas:\n2\tTriage\n"), lib); d.Syntax != Lackey || len(ps) > 0 {
		t.Errorf("text named .dek: syntax %q, problems %v", d.Syntax, problemStrings(ps))
	}
}
