package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// deck stats and deck check --stats print a deck's numbers and drawing
// odds; bad flags are clear errors before any deck is read.
func TestDeckStatsCommand(t *testing.T) {
	out, _, err := deckTestRun(t, "deck", "stats", "klingon-excelsior", "--card", "The Spirit of Kahless", "--turn", "3")
	if err != nil {
		t.Fatalf("err %v\n%s", err, out)
	}
	// Two copies among 35 cards, 7 + 3×2 = 13 seen: 1 − C(33,13)/C(35,13)
	// = 1 − (22·21)/(35·34) = 1 − 462/1190 = 61.2%.
	for _, want := range []string{
		`klingon-excelsior.txt: "Klingon (Excelsior starter)"`,
		"Draw deck: 35 cards: 26 personnel, 4 ships, 1 equipment, 4 events\n",
		"Missions: 5, 140 points, span 12\n",
		"turn 3 (13)",
		"The Spirit of Kahless (2)         61.2%\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("deck stats lacks %q:\n%s", want, out)
		}
	}
	out, _, err = deckTestRun(t, "deck", "check", "--stats", "tng-excelsior")
	if err != nil || !strings.Contains(out, "tng-excelsior.txt: ok — ") || !strings.Contains(out, "a card with 3 copies") {
		t.Errorf("check --stats: %v\n%s", err, out)
	}
	short := filepath.Join(t.TempDir(), "short.txt")
	if err := os.WriteFile(short, []byte("3x Rabal\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"deck", "stats", "federation", "--turn", "-2"}, "--turn -2"},
		{[]string{"deck", "stats", "federation", "--draws", "9"}, "--draws 9"},
		{[]string{"deck", "check", "--stats", "--draws", "9", "federation"}, "--draws 9"},
		{[]string{"deck", "stats", "federation", "--card", "Medical Relief"}, "not the draw deck"},
		{[]string{"deck", "stats", "nosuchdeck"}, "no such deck file"},
		{[]string{"deck", "stats", "federation", "decks/testdata/tournament.lackey.txt", short}, "1 of 3 decks have problems"},
		{[]string{"deck", "stats", "decks/deck.go"}, "the draw deck is empty"},
		{[]string{"deck", "check", "--card", "Worf", "federation"}, "--card goes with --stats"},
	} {
		if _, _, err := deckTestRun(t, tc.args...); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: %v; want an error saying %q", tc.args, err, tc.want)
		}
	}
}
