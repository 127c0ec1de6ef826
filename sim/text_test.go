package sim

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stccg/stccg/game"
)

// The text report fits a 100-column terminal, the longest card names and
// the widest tables included, and marks the cards whose text is not
// enforced.
func TestTextFits100Columns(t *testing.T) {
	lib, d := starterDecks(t)
	r := Run(Config{Lib: lib, Decks: d, Games: 12, Seed: 3, Workers: 2, Bots: basic()})
	// A card not enforced, so the mark shows: flag one in the report.
	r.Players[0].Cards[0].NotEnforced = true
	var buf bytes.Buffer
	if err := WriteText(&buf, r); err != nil {
		t.Fatal(err)
	}
	// The longest starter's name as the deck and as an opponent.
	g := RunGauntlet(Config{Lib: lib, Games: 4, Seed: 3, Workers: 2, Bots: basic()}, d[0], []game.DeckList{d[1], d[0]})
	if err := WriteGauntletText(&buf, g); err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Split(buf.String(), "\n") {
		if n := utf8.RuneCountInString(line); n > 100 {
			t.Errorf("line %d is %d columns: %s", i+1, n, line)
		}
	}
	text := buf.String()
	for _, want := range []string{cardName(r.Players[0].Cards[0].Name, true), "not enforced, Player 1:", "killer dilemmas",
		"opponent's dilemmas vs this deck", "in hand (drawn or downloaded)", "bot behaviour"} {
		if !strings.Contains(text, want) {
			t.Errorf("the report lacks %q", want)
		}
	}
}

// The not-enforced share counts copies, per part of the deck.
func TestEnforcementShare(t *testing.T) {
	on := &game.Card{Status: game.Enforced}
	off := &game.Card{Status: game.NotEnforced}
	none := &game.Card{Status: game.NoGameText}
	e := enforcementOf(game.DeckList{Missions: []*game.Card{on, off}, Dilemmas: []*game.Card{off, off, none}, Draw: []*game.Card{on, none, off}})
	if e.Copies != 8 || e.NotEnforced != 4 || e.Share != 0.5 || e.Missions != [2]int{1, 2} || e.Dilemmas != [2]int{2, 3} || e.Draw != [2]int{1, 3} {
		t.Fatalf("%+v", e)
	}
}
