package decks

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// Rulebook: Building a Deck — in our words: five missions, all different,
// at least two of them not headquarters; twenty or more dilemmas; thirty-
// five or more draw-deck cards; at most three copies of a title, counting
// every subtitle of it together.

// legalDeck is a minimal legal deck: 5 missions, 20 dilemmas, 35 cards.
// Line numbers: Missions: 1, missions 2-6, Dilemmas: 7, dilemmas 8-14,
// Draw deck: 15, cards 16-27.
var legalDeck = []string{
	"Missions:",
	"Earth, Cradle of the Federation",
	"Medical Relief",
	"Sensitive Search",
	"Military Exercises",
	"Explore Black Cluster",
	"Dilemmas:",
	"3x Wavefront",
	"3x Triage",
	"3x Pinned Down",
	"3x Microbrain",
	"3x Limited Welcome",
	"3x Equipment Malfunction",
	"2x An Old Debt",
	"Draw deck:",
	"3x Elizabeth Shelby",
	"3x Rixx",
	"3x Davies",
	"3x Daniel Kwan",
	"3x Lopez",
	"3x E.M.H. Program",
	"3x Van Orton",
	"3x Delvok",
	"3x Rabal",
	"3x U.S.S. Galaxy",
	"3x U.S.S. Nebula",
	"2x U.S.S. Excelsior",
}

// edit returns legalDeck with line n (1-based) replaced by repl; an empty
// repl blanks the line, keeping every other line number.
func edit(changes map[int]string) string {
	lines := append([]string(nil), legalDeck...)
	for n, repl := range changes {
		lines[n-1] = repl
	}
	return strings.Join(lines, "\n") + "\n"
}

func validate(t *testing.T, text string) []string {
	t.Helper()
	d, ps := parseText(t, text)
	if len(ps) > 0 {
		t.Fatalf("parse problems: %v", Problems(ps))
	}
	return problemStrings(d.Validate())
}

func TestLegalDeckValidates(t *testing.T) {
	if ps := validate(t, edit(nil)); len(ps) > 0 {
		t.Errorf("legal deck: %v", ps)
	}
}

func TestValidateRules(t *testing.T) {
	// Rulebook: Building a Deck
	cases := []struct {
		name    string
		changes map[int]string
		want    []string // every problem, in order
	}{
		{"four missions", map[int]string{6: ""},
			[]string{"test.txt:1: 4 different missions; a deck needs exactly 5"}},
		{"six missions", map[int]string{6: "Explore Black Cluster\nFissure Research"},
			[]string{"test.txt:1: 6 different missions; a deck needs exactly 5"}},
		{"a mission listed twice", map[int]string{6: "Medical Relief"}, []string{
			`test.txt:6: mission "Medical Relief" is already listed on line 3; the 5 missions must all be different`,
			"test.txt:1: 4 different missions; a deck needs exactly 5"}},
		{"two copies on one mission line", map[int]string{6: "2x Surgery Under Fire"}, []string{
			`test.txt:6: 2 copies of mission "Surgery Under Fire"; the 5 missions must all be different`}},
		{"one non-headquarters mission", map[int]string{
			3: "Earth, Home of Starfleet Command", 4: "Qo'noS, Heart of the Empire", 5: "Unicomplex"}, []string{
			`test.txt:3: missions "Earth, Cradle of the Federation" (line 2) and "Earth, Home of Starfleet Command" share the unique title "Earth": you may command only one of them`,
			"test.txt:1: 1 non-headquarters missions; a deck needs at least 2",
			`test.txt:2: "Earth, Cradle of the Federation" cannot be in a deck with "Unicomplex, Root of the Hive Mind": that headquarters lets you command no other headquarters mission`,
			`test.txt:3: "Earth, Home of Starfleet Command" cannot be in a deck with "Unicomplex, Root of the Hive Mind": that headquarters lets you command no other headquarters mission`,
			`test.txt:4: "Qo'noS, Heart of the Empire" cannot be in a deck with "Unicomplex, Root of the Hive Mind": that headquarters lets you command no other headquarters mission`}},
		// Unicomplex, Root of the Hive Mind (3S110): its player commands no
		// other headquarters mission, so a deck may not bring one.
		// Rulebook: Uniqueness (a mission is unique): two missions of one
		// title cannot both be commanded, whatever their subtitles.
		{"two missions of one unique title", map[int]string{3: "Earth, Home of Starfleet Command"}, []string{
			`test.txt:3: missions "Earth, Cradle of the Federation" (line 2) and "Earth, Home of Starfleet Command" share the unique title "Earth": you may command only one of them`}},
		{"Unicomplex beside another headquarters", map[int]string{3: "Unicomplex"}, []string{
			`test.txt:2: "Earth, Cradle of the Federation" cannot be in a deck with "Unicomplex, Root of the Hive Mind": that headquarters lets you command no other headquarters mission`}},
		{"19 dilemmas", map[int]string{14: "1x An Old Debt"},
			[]string{"test.txt:7: 19 dilemmas; the dilemma pile needs at least 20"}},
		{"34 cards", map[int]string{27: "1x U.S.S. Excelsior"},
			[]string{"test.txt:15: 34 cards in the draw deck; it needs at least 35"}},
		{"fourth copy on a later line", map[int]string{27: "2x U.S.S. Excelsior\n1x Rabal"}, []string{
			`test.txt:28: 4 copies of "Rabal" (lines 24, 28); at most 3 copies of one card title are allowed, whatever their subtitles`}},
		{"four copies on one line", map[int]string{24: "4x Rabal"}, []string{
			`test.txt:24: 4 copies of "Rabal" (line 24); at most 3 copies of one card title are allowed, whatever their subtitles`}},
		{"subtitles ignored", map[int]string{
			3: "2x Earth, Home of Starfleet Command", 4: "Earth, Cradle of the Federation"}, []string{
			`test.txt:3: missions "Earth, Cradle of the Federation" (line 2) and "Earth, Home of Starfleet Command" share the unique title "Earth": you may command only one of them`,
			`test.txt:3: 2 copies of mission "Earth, Home of Starfleet Command"; the 5 missions must all be different`,
			`test.txt:4: mission "Earth, Cradle of the Federation" is already listed on line 2; the 5 missions must all be different`,
			"test.txt:1: 4 different missions; a deck needs exactly 5",
			`test.txt:4: 4 copies of "Earth" (lines 2, 3, 4); at most 3 copies of one card title are allowed, whatever their subtitles`}},
	}
	for _, c := range cases {
		got := validate(t, edit(c.changes))
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.want)
		}
	}
}

func TestValidateReportsEveryProblem(t *testing.T) {
	// Rulebook: Building a Deck — every broken rule at once.
	text := "Missions:\nMedical Relief\nMedical Relief\nDilemmas:\n3x Wavefront\nDraw deck:\n3x Rabal\n2x Rabal\n"
	want := []string{
		`test.txt:3: mission "Medical Relief" is already listed on line 2; the 5 missions must all be different`,
		"test.txt:1: 1 different missions; a deck needs exactly 5",
		"test.txt:1: 1 non-headquarters missions; a deck needs at least 2",
		"test.txt:4: 3 dilemmas; the dilemma pile needs at least 20",
		"test.txt:6: 5 cards in the draw deck; it needs at least 35",
		`test.txt:8: 5 copies of "Rabal" (lines 7, 8); at most 3 copies of one card title are allowed, whatever their subtitles`,
	}
	if got := validate(t, text); !reflect.DeepEqual(got, want) {
		t.Errorf("\n got %q\nwant %q", got, want)
	}
}

func TestValidateWithoutHeaders(t *testing.T) {
	// With no headers, a short section is blamed on its first card line;
	// an absent one on the file as a whole.
	text := "3x Rabal\nWavefront\nMedical Relief\n"
	want := []string{
		"test.txt:3: 1 different missions; a deck needs exactly 5",
		"test.txt:3: 1 non-headquarters missions; a deck needs at least 2",
		"test.txt:2: 1 dilemmas; the dilemma pile needs at least 20",
		"test.txt:1: 3 cards in the draw deck; it needs at least 35",
	}
	if got := validate(t, text); !reflect.DeepEqual(got, want) {
		t.Errorf("\n got %q\nwant %q", got, want)
	}
	empty := validate(t, "")
	for _, p := range empty {
		if !strings.HasPrefix(p, "test.txt: ") {
			t.Errorf("empty deck: %q should concern the whole file", p)
		}
	}
	if len(empty) != 4 {
		t.Errorf("empty deck: %d problems, want 4: %q", len(empty), empty)
	}
}

func TestValidateLegalExtremes(t *testing.T) {
	// Exactly 3 copies of a title split over lines is legal; so is a long deck.
	text := edit(map[int]string{24: "1x Rabal\n1x Rabal\n1x Rabal"})
	if ps := validate(t, text); len(ps) > 0 {
		t.Errorf("3 copies over 3 lines: %v", ps)
	}
	var extra []string
	for i := 0; i < 10; i++ {
		extra = append(extra, fmt.Sprintf("1x %s", []string{"Kahmis", "Dokar", "Kroval", "Vorax", "Meraht"}[i%5]))
	}
	if ps := validate(t, edit(nil)+strings.Join(extra, "\n")+"\n"); len(ps) > 0 {
		t.Errorf("45-card deck: %v", ps)
	}
}
