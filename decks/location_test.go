package decks

import (
	"reflect"
	"strings"
	"testing"
)

// Tournament lists made with LackeyCCG write a mission after its location;
// the pool knows these missions by their name alone. In every format the
// line is read as the mission, with a note naming what it was read as.
// Issue 23; Rulebook: Building a Deck (5 different missions: before,
// each such line was unknown and the deck "had 2 different missions").
func TestMissionsWrittenAfterTheirLocation(t *testing.T) {
	dek := func(names ...string) string {
		var b strings.Builder
		b.WriteString("<deck version=\"0.8\">\n<meta><game>startrek2e</game></meta>\n<superzone name=\"Missions\">\n")
		for _, n := range names {
			b.WriteString("<card><name id=\"X\">" + n + "</name><set>X</set></card>\n")
		}
		b.WriteString("</superzone>\n</deck>\n")
		return b.String()
	}
	cases := []struct {
		format, text string
	}{
		{"plain", "Missions:\n1x Moab IV, Avert Danger\nCarraya IV Conceal Unlikely Society\n1 Andorian-Tellarite Border Provoke Interstellar Incident\n"},
		{"lackey", "1\tMoab IV, Avert Danger\nMissions:\n1\tCarraya IV Conceal Unlikely Society\n1\tAndorian-Tellarite Border Provoke Interstellar Incident\n"},
		{"trekcc", "Missions (3)\nPlanet\n2\tU\t97\t\tMoab IV, Avert Danger\n99\tV\t999\t\tCarraya IV, Conceal Unlikely Society\nSpace\n28\tV\t23\t\tAndorian-Tellarite Border Provoke Interstellar Incident\n"},
		{"dek", dek("Moab IV, Avert Danger", "Carraya IV Conceal Unlikely Society", "Andorian-Tellarite Border Provoke Interstellar Incident")},
	}
	want := []string{"2U097", "26V019", "28V023"}
	locations := []string{`"Moab IV"`, `"Carraya IV"`, `"Andorian-Tellarite Border"`}
	for _, tc := range cases {
		t.Run(tc.format, func(t *testing.T) {
			d, ps := parseText(t, tc.text)
			if string(d.Syntax) != tc.format {
				t.Fatalf("read as %s", d.Syntax)
			}
			if errs := Problems(ps).Errors(); len(errs) > 0 {
				t.Fatalf("problems: %v", errs)
			}
			var got []string
			for _, e := range d.Entries {
				got = append(got, e.Card.ID)
			}
			if strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("cards %v, want %v", got, want)
			}
			if len(d.Notes) != 3 {
				t.Fatalf("notes %v, want one for each mission", Problems(d.Notes))
			}
			for i, n := range d.Notes {
				if !strings.Contains(n.Msg, "read as the mission") || !strings.Contains(n.Msg, locations[i]) || n.Line != d.Entries[i].Line {
					t.Errorf("note %d: %v", i, n)
				}
			}
		})
	}
}

// A printing suffix after the mission still picks the printing; a name
// under the draw deck or dilemma headers is not read so; a tail two
// missions share, or more than five words before the name, is no
// location.
func TestMissionAfterLocationLimits(t *testing.T) {
	d, ps := parseText(t, "Missions:\n1\tSome Far Nebula Explore Black Cluster (Promo)\n")
	if len(Problems(ps).Errors()) > 0 || len(d.Entries) != 1 || d.Entries[0].Card.ID != "0D009" {
		t.Errorf("with a suffix: %v %v", Problems(ps), d.Entries)
	}
	// A suffix the pool does not have: the mission's first printing, noted.
	d, _ = parseText(t, "Missions:\n1\tMoab IV Avert Danger *VP\n")
	if len(d.Entries) != 1 || d.Entries[0].Card.ID != "2U097" || len(d.Notes) != 2 ||
		!strings.Contains(d.Notes[1].Msg, "no printing *VP of Avert Danger") {
		t.Errorf("an unknown suffix: %v %v", d.Entries, Problems(d.Notes))
	}
	for _, text := range []string{
		"Dilemmas:\nMoab IV Avert Danger\n",
		"Draw deck:\n1\tMoab IV Avert Danger\n",
		"Missions:\nOne Two Three Four Five Six Avert Danger\n",
	} {
		if d, ps := parseText(t, text); len(d.Entries) != 0 || len(Problems(ps).Errors()) != 1 {
			t.Errorf("%q: entries %v, problems %v; want it unknown", text, d.Entries, Problems(ps))
		}
	}
}

// A tournament-style list (our own, written as LackeyCCG and trekcc.org
// write them) with missions after their locations and cards whose pool
// listing starts with a promo loads as a legal deck (Rulebook: Building
// a Deck) in both forms, as the same cards. Issue 23.
func TestTournamentListsLoad(t *testing.T) {
	lib := testLib(t)
	var got []map[string]int
	for _, f := range []string{"testdata/tournament.lackey.txt", "testdata/tournament.trekcc.txt"} {
		d, err := Load(lib, f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		var missionNotes int
		for _, n := range d.Notes {
			if strings.Contains(n.Msg, "read as the mission") {
				missionNotes++
			}
		}
		if missionNotes != 3 {
			t.Errorf("%s: %d mission notes, want 3: %v", f, missionNotes, Problems(d.Notes))
		}
		c := contents(d)
		if c["dilemmas|14R015"] != 2 || c["dilemmas|31V011"] != 1 || c["missions|26V019"] != 1 {
			t.Errorf("%s: Stripped Down, The Weak Will Perish or Conceal Unlikely Society not read as the original: %v", f, sortedKeys(c))
		}
		got = append(got, c)
	}
	if !reflect.DeepEqual(got[0], got[1]) {
		t.Errorf("the two forms read as different decks:\n%v\n%v", sortedKeys(got[0]), sortedKeys(got[1]))
	}
}
