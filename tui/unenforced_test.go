package tui

import (
	"slices"
	"strings"
	"testing"

	"github.com/stccg/stccg/game"
)

// A card whose game text the engine does not run is marked "~" before its
// name wherever it shows — the hand, the table, the options that play it —
// so that a cell that cuts the name keeps the mark, and the help says what
// the mark means (issue 24, point 7: "(facts only)" after the name was cut
// off on the board, and options carried none). An enforced card is not
// marked.
func TestUnenforcedCardsAreMarked(t *testing.T) {
	lib := testLib(t)
	for _, name := range []string{"Gorkon Visionary Chancellor", "B'Etor Sister of Duras"} {
		if c := lib.Lookup(name); c == nil || c.Status != game.NotEnforced {
			t.Fatalf("the test needs %s not enforced", name)
		}
	}
	for _, w := range []int{80, 160} {
		m := newInlineScenario(t, `
active: 1
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Gorkon Visionary Chancellor, Kahmis]
    hand: [B'Etor Sister of Duras, Dokar]
    deck: [Dokar, T'vis]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`, w, 48)
		s := screen(m)
		for _, want := range []string{"~Gorkon", "~B'Etor", ". ~Play B'Etor"} {
			if !strings.Contains(s, want) {
				t.Errorf("%d: no %q (table, hand, play option):\n%s", w, want, s)
			}
		}
		for _, name := range []string{"~Kahmis", "~Dokar", "(facts only)"} {
			if strings.Contains(s, name) {
				t.Errorf("%d: %q on screen", w, name)
			}
		}
		press(m, "?")
		contains(t, screen(m), "~ before a name: facts only")
	}
}

// Issue 24, point 7: the warning about a deck's cards that are not
// enforced shows inside the game, in the first frame of the deck's
// player, and names no card of the other deck.
func TestFactsOnlyWarningInFirstFrame(t *testing.T) {
	lib := testLib(t)
	ds := testDecks(t, lib)
	gorkon := lib.Lookup("Gorkon Visionary Chancellor")
	ds[1].Draw = append(ds[1].Draw, gorkon) // Ben's deck
	m, err := New(Config{Lib: lib, Setup: game.Setup{Decks: ds, Names: [2]string{"Ann", "Ben"}, Seed: testSeed}, Renderer: asciiRenderer()})
	if err != nil {
		t.Fatal(err)
	}
	m.Update(teaSize(120, 40))
	humanPace(m)
	for m.seat != 1 {
		press(m, "enter")
		advance(t, m, func(_ *game.Game, d *game.Decision) bool { return d.Player == 1 })
	}
	if strings.Contains(strings.Join(logTexts(m, 0), "\n"), "Gorkon") {
		t.Fatal("Ann's log names a card of Ben's deck")
	}
	if !strings.Contains(strings.Join(logTexts(m, 1), "\n"), "Facts only (~): the game text of 1 card(s) in your deck is not enforced") {
		t.Fatalf("Ben's log lacks the warning: %q", logTexts(m, 1))
	}

	// Ann's first frame, in a game where her deck has the card.
	ds = testDecks(t, lib)
	ds[0].Draw = append(ds[0].Draw, gorkon)
	m, err = New(Config{Lib: lib, Setup: game.Setup{Decks: ds, Names: [2]string{"Ann", "Ben"}, Seed: testSeed}, Renderer: asciiRenderer()})
	if err != nil {
		t.Fatal(err)
	}
	m.Update(teaSize(80, 24))
	press(m, "enter")
	contains(t, screen(m), "~ marks 1 card of your deck")
}

func logTexts(m *Model, p game.Player) []string {
	var out []string
	for _, l := range m.logs[p] {
		out = append(out, l.text)
	}
	return out
}

// At 80×24 the help does not fit: it scrolls, and its legend (the "~"
// mark among them) can be reached.
func TestHelpScrollsToLegend(t *testing.T) {
	m := newTestModel(t, false, 80, 24)
	press(m, "enter", "?")
	contains(t, screen(m), "more (↓ pgdn end)")
	press(m, "pgdown")
	contains(t, screen(m), "~ before a name: facts only")
}

// In network play the seat's own deck is known to its screen only: its
// cards that are not enforced are named in its log and status line, as in
// a local game (issue 24, point 7).
func TestFactsOnlyWarningOverTheNetwork(t *testing.T) {
	lib := testLib(t)
	ds := testDecks(t, lib)
	gorkon := lib.Lookup("Gorkon Visionary Chancellor")
	if gorkon == nil || gorkon.Status != game.NotEnforced {
		t.Fatal("the test needs Gorkon, Visionary Chancellor not enforced: pick another card that is not")
	}
	deck := ds[0]
	deck.Draw = append(deck.Draw, gorkon)
	g, err := game.New(lib, game.Setup{Decks: ds, Names: [2]string{"Ann", "Ben"}, Seed: testSeed})
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(Config{Lib: lib, Session: &netSeat{g: g, seat: 0, ch: make(chan struct{}, 1)}, OwnDeck: &deck, Renderer: asciiRenderer()})
	if err != nil {
		t.Fatal(err)
	}
	m.Update(teaSize(80, 24))
	contains(t, screen(m), "~ marks 1 card of your deck")
	if !slices.ContainsFunc(logTexts(m, 0), func(s string) bool { return strings.Contains(s, "Gorkon") }) {
		t.Errorf("seat 1's log does not name Gorkon: %q", logTexts(m, 0))
	}
}
