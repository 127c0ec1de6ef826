package main

import (
	"strings"
	"testing"

	"github.com/stccg/stccg/game"
)

func TestSearchFold(t *testing.T) {
	for in, want := range map[string]string{
		"Qo'noS":                   "qonos",
		"Jean-Luc Picard":          "jean luc picard",
		"U.S.S. Enterprise":        "uss enterprise",
		"•Séla, “Devious”":         "sela devious",
		"Rule of Acquisition #144": "rule of acquisition #144",
	} {
		if got := searchFold(in); got != want {
			t.Errorf("searchFold(%q) = %q, want %q", in, got, want)
		}
	}
}

// The ASCII fast path folds exactly as the general one: over every
// name, class, keyword and species of the pool, and over every ASCII
// character.
func TestSearchFoldASCIIMatchesRunes(t *testing.T) {
	var all strings.Builder
	for c := byte(0); c < 0x80; c++ {
		all.WriteByte(c)
	}
	texts := []string{all.String()}
	for _, c := range testLibrary(t).AllFacts() {
		texts = append(texts, c.Location+" "+c.Title+", "+c.Subtitle, c.Class, c.Affiliation)
		texts = append(append(texts, c.Keywords...), c.Species...)
	}
	for _, s := range texts {
		if !ascii(s) {
			continue
		}
		if got, want := searchFoldASCII(s), searchFoldRunes(s); got != want {
			t.Errorf("searchFoldASCII(%q) = %q, the general fold gives %q", s, got, want)
		}
	}
}

// The query's folded-in-place match of a name agrees with matching the
// name's words (searchName, wordsPrefix), over the whole pool.
func TestCardQueryNameMatchesWords(t *testing.T) {
	lib := testLibrary(t)
	for _, query := range []string{"worf", "Worf son", "jean luc", "u", "son of mogh", "excav", "rule of acquisition #1", "q", "the"} {
		q := newCardQuery(query)
		for _, c := range lib.AllFacts() {
			want := false
			name := searchName(c)
			for i := range name {
				if wordsPrefix(name[i:], q.words) {
					want = true
				}
			}
			if got := q.nameMatches(c); got != want {
				t.Errorf("%q on %s (%s): %v, matching its words gives %v", query, c.ID, c.DeckName(), got, want)
			}
		}
	}
}

// Queries as players type them find the cards they mean.
func TestCardsQueriesPlayersType(t *testing.T) {
	lib := testLibrary(t)
	// qonos: Qo'noS, without its apostrophe or capitals.
	out, _, err := deckTestRun(t, "cards", "qonos")
	if err != nil || !strings.Contains(out, "Qo'noS, Heart of the Empire") {
		t.Errorf("cards qonos: err %v\n%s", err, out)
	}
	// kira nerys: every Kira Nerys (first printings), and no other Kira.
	listed := strings.Join(cardsLines(t, "kira", "nerys"), "\n")
	kiras := 0
	for _, c := range lib.All() {
		if c.Title == "Kira Nerys" && c.PrintingOf == "" {
			kiras++
			if !strings.Contains(listed, c.DeckName()) {
				t.Errorf("kira nerys misses %s", c.DeckName())
			}
		}
	}
	if kiras < 10 || strings.Contains(listed, "Kira Meru") {
		t.Errorf("%d Kira Nerys; listing:\n%s", kiras, listed)
	}
	// jean luc (no hyphen) finds Jean-Luc Picard; sela with an accent Sela.
	for q, want := range map[string]string{"jean luc": "Jean-Luc Picard", "séla": "Sela", "uss enterprise": "U.S.S. Enterprise"} {
		if out, _, err := deckTestRun(t, "cards", q); err != nil || !strings.Contains(out, want) {
			t.Errorf("cards %q: err %v, want %q in\n%s", q, err, want, out)
		}
	}
}

// A query that finds nothing names the closest titles.
func TestCardsSuggestClosestTitles(t *testing.T) {
	for q, want := range map[string]string{
		"Picrad":        "closest titles: Jean-Luc Picard",
		"kira nerus":    "closest titles: Kira Nerys",
		"worff":         "closest titles: Worf;",
		"abdction plot": "Risan Approach, Abduction Plot",
	} {
		_, _, err := deckTestRun(t, "cards", q)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("cards %q: err %v, want %q", q, err, want)
		}
	}
	if _, _, err := deckTestRun(t, "cards", "xyzzy"); err == nil || strings.Contains(err.Error(), "closest") {
		t.Errorf("cards xyzzy: err %v, want no suggestion", err)
	}
}

// Each filter keeps exactly the cards it names: every listed card passes
// it, and the count equals the pool's count of such cards.
func TestCardsFilters(t *testing.T) {
	lib := testLibrary(t)
	byID := map[string]*game.Card{}
	for _, c := range lib.All() {
		byID[c.ID] = c
	}
	for _, tc := range []struct {
		args      []string
		keep      func(c *game.Card) bool
		printings bool // the filter lists every printing (--set)
	}{
		{[]string{"--mission-type", "planet"}, func(c *game.Card) bool { return c.Type == game.Mission && c.MissionType == game.Planet }, false},
		{[]string{"--mission-type", "hq"}, func(c *game.Card) bool { return c.IsHQ() }, false},
		{[]string{"--quadrant", "Gamma"}, func(c *game.Card) bool { return c.Type == game.Mission && c.Quadrant == "gamma" }, false},
		{[]string{"--keyword", "dissident"}, func(c *game.Card) bool { return c.HasKeyword("Dissident") }, false},
		{[]string{"--keyword", "consume"}, func(c *game.Card) bool { return c.HasKeyword("Consume") }, false},
		{[]string{"--species", "vulcan"}, func(c *game.Card) bool { return containsFold(c.Species, "Vulcan") }, false},
		{[]string{"--icon", "terok nor"}, func(c *game.Card) bool { return containsFold(c.Icons, "terok-nor") }, false},
		{[]string{"--strength", "9-", "--type", "personnel"}, func(c *game.Card) bool { return c.Type == game.Personnel && c.Strength >= 9 }, false},
		{[]string{"--integrity", "-2", "--type", "personnel"}, func(c *game.Card) bool { return c.Type == game.Personnel && c.Integrity <= 2 }, false},
		{[]string{"--cunning", "8-9", "--type", "personnel"}, func(c *game.Card) bool {
			return c.Type == game.Personnel && c.Cunning >= 8 && c.Cunning <= 9
		}, false},
		{[]string{"--cunning", "10", "--type", "personnel"}, func(c *game.Card) bool { return c.Type == game.Personnel && c.Cunning == 10 }, false},
		{[]string{"--unique", "--type", "ship"}, func(c *game.Card) bool { return c.Type == game.Ship && c.Unique }, false},
		{[]string{"--unique=false", "--type", "ship"}, func(c *game.Card) bool { return c.Type == game.Ship && !c.Unique }, false},
		{[]string{"--set", "sc"}, func(c *game.Card) bool { return c.Set == "SC" }, true},
		{[]string{"--set", "61"}, func(c *game.Card) bool { return c.Set == "SC" }, true},
		{[]string{"--text", "Stop"}, func(c *game.Card) bool { return textHas(c.GameText(), []string{"stop"}) }, false},
	} {
		want := 0
		for _, c := range lib.All() {
			if (tc.printings || c.PrintingOf == "") && tc.keep(c) {
				want++
			}
		}
		if want == 0 {
			t.Errorf("%v: no card of the pool passes; the test proves nothing", tc.args)
			continue
		}
		lines := cardsLines(t, tc.args...)
		if want == 1 {
			// One card is described in full, not listed.
			continue
		}
		if len(lines) != want {
			t.Errorf("%v: %d cards listed, want %d", tc.args, len(lines), want)
		}
		for _, l := range lines {
			id := strings.Fields(l)[0]
			if c := byID[id]; c == nil || !tc.keep(c) {
				t.Errorf("%v listed %q", tc.args, l)
			}
		}
	}
}

func TestCardsFilterErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"cards", "--mission-type", "asteroid"}, `unknown mission type "asteroid"`},
		{[]string{"cards", "--quadrant", "beta"}, `unknown quadrant "beta"`},
		{[]string{"cards", "--strength", "lots"}, `bad --strength "lots"`},
		{[]string{"cards", "--cunning", "9-3"}, `bad --cunning "9-3"`},
	} {
		if _, _, err := deckTestRun(t, tc.args...); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: err = %v, want %q", tc.args, err, tc.want)
		}
	}
}
