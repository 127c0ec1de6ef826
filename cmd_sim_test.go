package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
	"github.com/stccg/stccg/sim"
)

func TestSimCommandJSONAndHTML(t *testing.T) {
	page := filepath.Join(t.TempDir(), "report.html")
	out, _, err := deckTestRun(t, "sim", "--games", "4", "--seed", "3", "--workers", "2", "--json", "--html", page,
		"--bot1", "random", "--bot2", "basic")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var r sim.Report
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if r.Games != 4 || r.Bots != [2]string{"random", "basic"} || r.Players[0].Bot != "random" || len(r.Players[1].Missions) == 0 {
		t.Fatalf("report: %+v", r)
	}
	html, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(html), "<!DOCTYPE html>") || !strings.Contains(string(html), r.Decks[1]) {
		t.Fatalf("the page is not the report:\n%.300s", html)
	}
}

func TestSimCommandGauntlet(t *testing.T) {
	out, _, err := deckTestRun(t, "sim", "--deck1", "klingon", "--gauntlet", "starters", "--games", "2", "--workers", "2")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	// One row per Excelsior starter deck (Act 1 and Act 2), and the total.
	if len(decks.Starters()) != 8 {
		t.Fatalf("starters: %v", decks.Starters())
	}
	for _, name := range decks.Starters() {
		d, err := decks.Load(testLib(t), name)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out, "  "+d.Name+"  ") {
			t.Errorf("no row for %s:\n%s", d.Name, out)
		}
	}
	if !strings.Contains(out, "all opponents") {
		t.Errorf("no total row:\n%s", out)
	}

	// The V-starters: one row for each of the sixteen.
	out, _, err = deckTestRun(t, "sim", "--deck1", "klingon", "--gauntlet", "v-starters", "--games", "1", "--workers", "2")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, name := range decks.VStarters() {
		d, err := decks.Load(testLib(t), name)
		if err != nil {
			t.Fatal(err)
		}
		// A long name is cut to its column, with an ellipsis.
		if short := []rune(d.Name); !strings.Contains(out, "  "+d.Name+"  ") && !strings.Contains(out, "  "+string(short[:min(len(short), 38)])+"…  ") {
			t.Errorf("no row for %s:\n%s", d.Name, out)
		}
	}

	// A directory of decks: every .txt file in it, nothing else.
	dir := t.TempDir()
	for _, name := range []string{"federation", "borg"} {
		_, data, err := decks.Read(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name+".txt"), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.md"), []byte("not a deck"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, _, err = deckTestRun(t, "sim", "--gauntlet", dir, "--games", "2", "--json")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var g sim.Gauntlet
	if err := json.Unmarshal([]byte(out), &g); err != nil {
		t.Fatal(err)
	}
	if len(g.Opponents) != 2 || g.Overall.Games != 4 {
		t.Fatalf("gauntlet over %s: %+v", dir, g)
	}
}

func TestSimCommandBadInput(t *testing.T) {
	for _, args := range [][]string{
		{"sim", "--bot", "clever"},
		{"sim", "--bot2", "clever"},
		{"sim", "--gauntlet", filepath.Join(t.TempDir(), "missing")},
		{"sim", "--gauntlet", t.TempDir()},
		{"sim", "--games", "0"},
	} {
		if _, _, err := deckTestRun(t, args...); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}

func testLib(t *testing.T) *game.Library {
	t.Helper()
	lib, err := game.DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	return lib
}

// --compare A B --vs X Y: each flag takes every word after it.
func TestGreedyFlags(t *testing.T) {
	got := greedyFlags([]string{"--compare", "a", "b", "--vs", "x", "y", "--games", "3", "--json"}, "--compare", "--vs")
	want := []string{"--compare", "a", "--compare", "b", "--vs", "x", "--vs", "y", "--games", "3", "--json"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("got %q, want %q", got, want)
	}
}

// The comparison runs from the command line, in JSON, and refuses
// what does not make sense.
func TestSimCommandCompare(t *testing.T) {
	out, _, err := deckTestRun(t, "sim", "--compare", "klingon", "federation", "--vs", "borg", "klingon", "--games", "3", "--seed", "2", "--json")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var c sim.Comparison
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(c.Opponents) != 2 || c.Overall.Pairs != 6 || c.DeckA == c.DeckB || len(c.Cards) == 0 {
		t.Fatalf("comparison: %+v", c)
	}
	for _, bad := range [][]string{
		{"sim", "--compare", "klingon", "--vs", "borg"},
		{"sim", "--compare", "klingon", "federation"},
		{"sim", "--compare", "klingon", "federation", "--vs", "borg", "--gauntlet", "starters"},
		{"sim", "stray"},
	} {
		if _, _, err := deckTestRun(t, bad...); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
