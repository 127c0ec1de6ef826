package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestCardsJSONHasEveryCard(t *testing.T) {
	out, _, err := deckTestRun(t, "cards", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var cards []map[string]any
	if err := json.Unmarshal([]byte(out), &cards); err != nil {
		t.Fatalf("not a JSON array: %v", err)
	}
	if len(cards) != 111 {
		t.Fatalf("%d cards, want all 111", len(cards))
	}
	byID := map[string]map[string]any{}
	for _, c := range cards {
		for _, k := range []string{"id", "title", "subtitle", "type", "cost", "unique", "text"} {
			if _, ok := c[k]; !ok {
				t.Errorf("card %v has no %q", c["id"], k)
			}
		}
		byID[c["id"].(string)] = c
	}
	earth := byID["1-161"]
	if earth["subtitle"] != "Cradle of the Federation" || earth["cost"] != nil || earth["mission_type"] != "headquarters" {
		t.Errorf("Earth: %v", earth)
	}
	if !strings.Contains(earth["text"].(string), "Playable here: [TNG] cards") {
		t.Errorf("Earth text = %q", earth["text"])
	}
	rixx := byID["1-281"]
	if rixx["cost"] != float64(1) || rixx["subtitle"] != "" || rixx["unique"] != true || rixx["affiliation"] != "federation" {
		t.Errorf("Rixx: %v", rixx)
	}
}

func TestCardsList(t *testing.T) {
	out, _, err := deckTestRun(t, "cards", "--type", "ships")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 12 {
		t.Errorf("%d ships listed, want 12:\n%s", len(lines), out)
	}
	if !strings.Contains(out, "1-394") || !strings.Contains(out, "•U.S.S. Galaxy") || !strings.Contains(out, "Ship · federation · cost 5") {
		t.Errorf("Galaxy line missing:\n%s", out)
	}

	// Query over skills, affiliation and keywords, with a type filter.
	out, _, err = deckTestRun(t, "cards", "klingon", "--type", "personnel")
	if err != nil {
		t.Fatal(err)
	}
	if n := len(strings.Split(strings.TrimSpace(out), "\n")); n != 11 {
		t.Errorf("%d Klingon personnel, want 11:\n%s", n, out)
	}
	for q, want := range map[string]string{"telepathy": "Daniel Kwan", "drone": "Research Drone", "EARTH": "Home of Starfleet Command"} {
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
	want := "• Elizabeth Shelby\nPersonnel · federation · cost 2\n"
	if !strings.HasPrefix(out, want) || !strings.Contains(out, "Skills: Exobiology, Geology, Leadership, Officer, Security") {
		t.Errorf("got\n%s", out)
	}
	// A name that is also a substring of other cards still shows that card.
	out, _, err = deckTestRun(t, "cards", "borg cube")
	if err != nil || !strings.HasPrefix(out, "Borg Cube\nShip · borg · cost 6\n") {
		t.Errorf("err %v, got\n%s", err, out)
	}
}

func TestCardsErrors(t *testing.T) {
	if _, _, err := deckTestRun(t, "cards", "zzzz"); err == nil || !strings.Contains(err.Error(), `no card matches "zzzz"`) {
		t.Errorf("err = %v", err)
	}
	if _, _, err := deckTestRun(t, "cards", "--type", "starbase"); err == nil || !strings.Contains(err.Error(), "unknown card type") {
		t.Errorf("err = %v", err)
	}
	out, _, err := deckTestRun(t, "cards", "zzzz", "--json")
	if err != nil || strings.TrimSpace(out) != "[]" {
		t.Errorf("--json with no match: err %v, out %q", err, out)
	}
}
