package decks

import (
	"strings"
	"testing"
)

// A name without a printing suffix is the card's first printing without
// one, in every format; a suffix, a trekcc.org collector number or a .dek
// <set> picks a printing. When printings differ in their facts and the
// line does not say which it means, the import notes the one it took.
// Issue 23: "Stripped Down" was read as its *AP promo.
func TestPrintingsOfANameWithoutSuffix(t *testing.T) {
	dek := func(name, set string) string {
		return "<deck version=\"0.8\"><superzone name=\"Dilemmas\">\n<card><name id=\"X\">" + name + "</name><set>" + set + "</set></card>\n</superzone></deck>\n"
	}
	cases := []struct {
		name, text, want string
		note             string // "" for none
	}{
		{"plain", "Stripped Down\n", "14R015", ""},
		{"plain suffix", "Stripped Down *AP\n", "0AP011", ""},
		{"lackey", "Dilemmas:\n1\tStripped Down\n", "14R015", ""},
		{"lackey suffix", "Dilemmas:\n1\tStripped Down *VP\n", "0VP020", ""},
		{"lackey Janeway", "1\tKathryn Janeway Mindful Keeper\n1\tThe Weak Will Perish\n", "34V031", ""},
		// No Kill I: the promo is a dual dilemma, the original a planet one.
		{"plain differs", "No Kill I\n", "12R014", `"No Kill I" read as the printing 12R014; other printings differ in their facts: 0P081 (Promo) (dilemma type)`},
		{"lackey differs", "Dilemmas:\n1\tNo Kill I\n", "12R014", "0P081 (Promo) (dilemma type)"},
		{"lackey promo", "Dilemmas:\n1\tNo Kill I (Promo)\n", "0P081", ""},
		{"trekcc by number", "Dilemma Pile (1)\n12\tR\t14\t\t1x No Kill I\n", "12R014", ""},
		{"trekcc promo number", "Dilemma Pile (1)\n0\tP\t81\t\t1x No Kill I\n", "0P081", ""},
		{"trekcc by name", "Dilemma Pile (1)\n99\tR\t999\t\t1x No Kill I\n", "12R014", "0P081 (Promo) (dilemma type)"},
		{"dek no set", dek("No Kill I", ""), "12R014", "0P081 (Promo) (dilemma type)"},
		{"dek set says", dek("No Kill I", "TV"), "12R014", ""},
		// Clarity's *A printing is also a Shape-shifter.
		{"keywords", "1\tClarity\n", "14R024", "14A002 *A (keywords)"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d, ps := parseText(t, tc.text)
			if errs := Problems(ps).Errors(); len(errs) > 0 || len(d.Entries) == 0 {
				t.Fatalf("problems %v, entries %v", errs, d.Entries)
			}
			if got := d.Entries[0].Card.ID; got != tc.want {
				t.Errorf("read as %s, want %s", got, tc.want)
			}
			notes := Problems(d.Notes).Error()
			switch {
			case tc.note == "" && len(d.Notes) > 0:
				t.Errorf("unexpected notes: %s", notes)
			case tc.note != "" && (len(d.Notes) != 1 || !strings.Contains(notes, tc.note)):
				t.Errorf("notes %q, want one containing %q", notes, tc.note)
			}
		})
	}
}

// Printings that differ only in the case of a word do not differ.
func TestFactDifferencesIgnoreCase(t *testing.T) {
	lib := testLib(t)
	a, b := lib.ByID("0VP192"), lib.ByID("1R411") // Haakona: "D'Deridex Class" and "D'deridex Class"
	if a == nil || b == nil {
		t.Fatal("no Haakona printings")
	}
	if d := factDifferences(a, b); len(d) != 0 {
		t.Errorf("differences %v, want none", d)
	}
	if d := factDifferences(lib.ByID("0P081"), lib.ByID("12R014")); strings.Join(d, ",") != "dilemma type" {
		t.Errorf("No Kill I: differences %v, want dilemma type", d)
	}
}
