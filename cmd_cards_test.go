package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stccg/stccg/game"
)

func testLibrary(t *testing.T) *game.Library {
	t.Helper()
	lib, err := game.DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	return lib
}

func TestCardsJSONHasEveryCard(t *testing.T) {
	lib := testLibrary(t)
	out, _, err := deckTestRun(t, "cards", "--json", "--printings")
	if err != nil {
		t.Fatal(err)
	}
	var cards []map[string]any
	if err := json.Unmarshal([]byte(out), &cards); err != nil {
		t.Fatalf("not a JSON array: %v", err)
	}
	if len(cards) != len(lib.All()) {
		t.Fatalf("%d cards, want all %d printings", len(cards), len(lib.All()))
	}
	byID := map[string]map[string]any{}
	for _, c := range cards {
		for _, k := range []string{"id", "title", "subtitle", "type", "cost", "unique", "text", "status", "collector"} {
			if _, ok := c[k]; !ok {
				t.Errorf("card %v has no %q", c["id"], k)
			}
		}
		byID[c["id"].(string)] = c
	}
	earth := byID["1S161"]
	if earth["subtitle"] != "Cradle of the Federation" || earth["cost"] != nil || earth["mission_type"] != "headquarters" || earth["status"] != "enforced" {
		t.Errorf("Earth: %v", earth)
	}
	if !strings.Contains(earth["text"].(string), "Playable here: [TNG] cards") {
		t.Errorf("Earth text = %q", earth["text"])
	}
	worf := byID["6P055"]
	if worf["title"] != "Worf" || worf["subtitle"] != "Son of Mogh" || worf["cost"] != float64(2) || worf["affiliation"] != "klingon" {
		t.Errorf("Worf: %v", worf)
	}
}

// cardsLines runs `stccg cards ARGS` and returns its lines.
func cardsLines(t *testing.T, args ...string) []string {
	t.Helper()
	out, _, err := deckTestRun(t, append([]string{"cards"}, args...)...)
	if err != nil {
		t.Fatalf("cards %v: %v", args, err)
	}
	return strings.Split(strings.TrimSpace(out), "\n")
}

func TestCardsSearchTheWholePool(t *testing.T) {
	lib := testLibrary(t)
	// Every Odo, each with its status.
	lines := strings.Join(cardsLines(t, "odo"), "\n")
	n := 0
	for _, c := range lib.All() {
		if c.Title == "Odo" && c.PrintingOf == "" {
			n++
			if !strings.Contains(lines, c.DeckName()) {
				t.Errorf("cards odo misses %s", c.DeckName())
			}
		}
	}
	if n < 10 || !strings.Contains(lines, "[not enforced]") {
		t.Errorf("%d Odos; listing:\n%s", n, lines)
	}
	ships := 0
	for _, c := range lib.All() {
		if c.Type == game.Ship && c.PrintingOf == "" {
			ships++
		}
	}
	if got := len(cardsLines(t, "--type", "ships")); got != ships {
		t.Errorf("%d ships listed, want %d", got, ships)
	}
	for _, l := range cardsLines(t, "--type", "personnel", "--affiliation", "Klingon", "--cost", "4-", "--skill", "honor") {
		if !strings.Contains(l, "Personnel · klingon · cost ") || strings.Contains(l, "cost 1 ") || strings.Contains(l, "cost 2 ") || strings.Contains(l, "cost 3 ") {
			t.Errorf("filtered line %q", l)
		}
	}
	if got := len(cardsLines(t, "--format", "excelsior-act1", "--type", "dilemma")); got < 50 || got > 200 {
		t.Errorf("%d Excelsior dilemmas listed", got)
	}
	for _, l := range cardsLines(t, "--status", "enforced", "--type", "dilemma") {
		if !strings.HasSuffix(l, "[enforced]") {
			t.Errorf("--status enforced listed %q", l)
		}
	}
	for q, want := range map[string]string{"drone": "Research Drone", "EARTH": "Home of Starfleet Command", "abduction plot": "Abduction Plot"} {
		out, _, err := deckTestRun(t, "cards", q)
		if err != nil || !strings.Contains(out, want) {
			t.Errorf("cards %s: err %v, want %q in:\n%s", q, err, want, out)
		}
	}
}

func TestCardsDescribeOne(t *testing.T) {
	out, _, err := deckTestRun(t, "cards", "Elizabeth", "Shelby")
	if err != nil {
		t.Fatal(err)
	}
	want := "• Elizabeth Shelby, Formidable Presence\nPersonnel · federation · cost 2\nCollector: 1S262 (set SE)\nStatus: no game text\n"
	if !strings.HasPrefix(out, want) || !strings.Contains(out, "Skills: Exobiology, Geology, Leadership, Officer, Security") {
		t.Errorf("got\n%s", out)
	}
	// A name that is also a substring of other cards still shows that card.
	out, _, err = deckTestRun(t, "cards", "borg cube")
	if err != nil || !strings.HasPrefix(out, "Borg Cube\nShip · borg · cost 6\n") {
		t.Errorf("err %v, got\n%s", err, out)
	}
	out, _, err = deckTestRun(t, "cards", "Alexander Rozhenko, K'mtar")
	if err != nil || !strings.Contains(out, "Status: not enforced") || !strings.Contains(out, "Printings: 6P054, 0VP082 *VP") {
		t.Errorf("err %v, got\n%s", err, out)
	}
}

func TestCardsCoverage(t *testing.T) {
	out, _, err := deckTestRun(t, "cards", "--coverage", "--format", "excelsior-act1")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "Encoding coverage of format excelsior-act1") || !strings.Contains(out, "not enforced") || !strings.Contains(out, "all") {
		t.Errorf("got\n%s", out)
	}
}

func TestCardsErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"cards", "zzzz"}, `no card matches "zzzz"`},
		{[]string{"cards", "--type", "starbase"}, "unknown card type"},
		{[]string{"cards", "--format", "vintage"}, `unknown format "vintage"`},
		{[]string{"cards", "--skill", "piloting"}, `unknown skill "piloting"`},
		{[]string{"cards", "--cost", "x"}, `bad --cost "x"`},
		{[]string{"cards", "--status", "maybe"}, `unknown status "maybe"`},
	} {
		if _, _, err := deckTestRun(t, tc.args...); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: err = %v, want %q", tc.args, err, tc.want)
		}
	}
	out, _, err := deckTestRun(t, "cards", "zzzz", "--json")
	if err != nil || strings.TrimSpace(out) != "[]" {
		t.Errorf("--json with no match: err %v, out %q", err, out)
	}
}
