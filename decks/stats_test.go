package decks

import (
	"bytes"
	"math/big"
	"reflect"
	"strings"
	"testing"
)

// statsDeck is a small deck whose numbers are worked out by hand from its
// cards' facts.
const statsDeck = `name: Small
Missions:
Qo'noS, Heart of the Empire
Brute Force
Advanced Combat Training
Dilemmas:
2x Wavefront
Triage
Draw deck:
3x Rabal
2x B'Etor, Ambitious Renegade
Bat'leth
2x Ferocity
I.K.S. Hegh'ta
Adapt
`

// deck stats: the numbers of a small deck. Rabal (cost 2, non-aligned:
// Astrometrics, Engineer, Physics, Programming, Transporters), B'Etor (3,
// Klingon: Astrometrics, Leadership, Programming, Science, 2 Treachery),
// Bat'leth (equipment, 0), Ferocity (event, 1), I.K.S. Hegh'ta (ship, 5,
// Klingon), Adapt (an interrupt prints no cost: 0, Rulebook: Interrupt);
// Wavefront (space, 2), Triage (planet, 1); Qo'noS (headquarters, span 2),
// Brute Force (40 points, span 2), Advanced Combat Training (35, span 2).
func TestDeckStats(t *testing.T) {
	d, ps := parseText(t, statsDeck)
	if len(ps) > 0 {
		t.Fatalf("problems: %v", Problems(ps))
	}
	s := d.Stats()
	check := func(what string, got, want any) {
		t.Helper()
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s = %v, want %v", what, got, want)
		}
	}
	check("sizes", [3]int{s.Missions, s.Dilemmas, s.Draw}, [3]int{3, 3, 10})
	check("draw types", s.DrawTypes, []Tally{{"personnel", 5}, {"ship", 1}, {"equipment", 1}, {"events", 2}, {"interrupt", 1}})
	check("cost curve", s.CostCurve, []int{2, 2, 3, 2, 0, 1})
	check("dilemma kinds", s.DilemmaTypes, []Tally{{"planet", 1}, {"space", 2}})
	check("dilemma curve", s.DilemmaCurve, []int{0, 1, 2})
	check("affiliations", s.Affiliations, []Tally{{"klingon", 3}, {"non-aligned", 3}})
	check("skills", s.Skills, []SkillTotal{
		{"Astrometrics", 5, 5}, {"Programming", 5, 5}, {"Treachery", 4, 2},
		{"Engineer", 3, 3}, {"Physics", 3, 3}, {"Transporters", 3, 3},
		{"Leadership", 2, 2}, {"Science", 2, 2},
	})
	check("points and span", [2]int{s.Points, s.Span}, [2]int{75, 6})
	if len(s.MissionList) != 3 || s.MissionList[1].Name() != "Brute Force" {
		t.Errorf("missions %v", s.MissionList)
	}
	var b bytes.Buffer
	s.Write(&b)
	for _, want := range []string{
		"Draw deck: 10 cards: 5 personnel, 1 ship, 1 equipment, 2 events, 1 interrupt\n",
		"     2  ###                  3\n",
		"Missions: 3, 75 points, span 6\n",
		"  Brute Force: planet, 40 points, span 2\n",
		"  personnel skills, levels (personnel): Astrometrics 5 (5), Programming 5 (5), Treachery 4 (2),",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("stats lack %q:\n%s", want, b.String())
		}
	}
}

// The odds of at least one copy: 1 − C(D−K, n)/C(D, n), exactly.
func TestAtLeastOne(t *testing.T) {
	for _, tc := range []struct {
		deck, copies, drawn int
		want                string
	}{
		{35, 3, 7, "467/935"}, // 1 − C(32,7)/C(35,7) = 1 − 3365856/6724520
		{35, 1, 7, "1/5"},     // one copy: 7 of 35 places
		{10, 2, 3, "8/15"},    // 1 − C(8,3)/C(10,3) = 1 − 56/120
		{10, 2, 0, "0"},
		{10, 2, 10, "1"},
		{12, 4, 9, "1"},  // 9 cards cannot all miss 4 copies among 12
		{10, 2, 40, "1"}, // more than the deck: the whole deck
		{10, 0, 5, "0"},
	} {
		got, err := AtLeastOne(tc.deck, tc.copies, tc.drawn)
		want, _ := new(big.Rat).SetString(tc.want)
		if err != nil || got.Cmp(want) != 0 {
			t.Errorf("AtLeastOne(%d, %d, %d) = %v, %v; want %s", tc.deck, tc.copies, tc.drawn, got, err, tc.want)
		}
	}
	for _, bad := range [][3]int{{0, 0, 1}, {10, 11, 1}, {10, -1, 1}, {10, 1, -1}} {
		if _, err := AtLeastOne(bad[0], bad[1], bad[2]); err == nil {
			t.Errorf("AtLeastOne%v: no error", bad)
		}
	}
	// Rulebook: Setting Up the Game (a hand of seven), Drawing Cards.
	if CardsSeen(0, 2) != 7 || CardsSeen(3, 2) != 13 {
		t.Errorf("CardsSeen: %d, %d", CardsSeen(0, 2), CardsSeen(3, 2))
	}
}

// The odds table: of a chosen card (by name, or every card of a title),
// by one turn or the default turns; bad requests are clear errors.
func TestWriteOdds(t *testing.T) {
	d, _ := parseText(t, statsDeck)
	lib := testLib(t)
	odds := func(req OddsRequest) (string, error) {
		var b bytes.Buffer
		err := d.WriteOdds(&b, lib, req)
		return b.String(), err
	}
	// 3 Rabals in 10 cards, 7 + 1×1 = 8 seen by turn 1: 1 − C(7,8)/… = 1.
	out, err := odds(OddsRequest{Card: "rabal", Turn: 1, DrawsPerTurn: 1})
	if err != nil || !strings.Contains(out, "Rabal (3)") || !strings.Contains(out, "100.0%") || !strings.Contains(out, "turn 1 (8)") {
		t.Errorf("Rabal by turn 1: %v\n%s", err, out)
	}
	// B'Etor by title: 2 copies in 10, the hand of 7: 1 − C(8,7)/C(10,7) = 1 − 8/120 = 93.3%.
	out, err = odds(OddsRequest{Card: "B'Etor", DrawsPerTurn: 2})
	if err != nil || !strings.Contains(out, "B'Etor (2)") || !strings.Contains(out, "93.3%") || !strings.Contains(out, "hand (7)") {
		t.Errorf("B'Etor: %v\n%s", err, out)
	}
	// No card: a row for 1, 2 and 3 copies; one copy in the hand is 7/10.
	out, err = odds(OddsRequest{DrawsPerTurn: 0})
	if err != nil || !strings.Contains(out, "a card with 1 copy") || !strings.Contains(out, "a card with 3 copies") || !strings.Contains(out, "70.0%") {
		t.Errorf("default table: %v\n%s", err, out)
	}
	for _, tc := range []struct {
		req  OddsRequest
		want string
	}{
		{OddsRequest{Card: "Wavefront", DrawsPerTurn: 2}, "in the dilemmas, not the draw deck"},
		{OddsRequest{Card: "Elizabeth Shelby", DrawsPerTurn: 2}, "the draw deck has no copy of it"},
		{OddsRequest{Card: "Rabbal Xyzzy", DrawsPerTurn: 2}, "unknown card"},
		{OddsRequest{Turn: -1, DrawsPerTurn: 2}, "--turn -1"},
		{OddsRequest{DrawsPerTurn: 8}, "--draws 8"},
	} {
		if _, err := odds(tc.req); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v; want an error saying %q", tc.req, err, tc.want)
		}
	}
}
