package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stccg/stccg/sim"
)

// --random-decks plays a batch of games, each between two random decks
// legal in the format (Rulebook: Building a Deck), with the engine's
// invariants checked after every decision; the same seed repeats the
// batch, and the flag refuses what it cannot go with.
func TestSimCommandRandomDecks(t *testing.T) {
	for _, bot := range []string{"random", "basic"} {
		args := []string{"sim", "--random-decks", "excelsior-act2", "--games", "6", "--seed", "4", "--bot", bot, "--workers", "2", "--json"}
		out, _, err := deckTestRun(t, args...)
		if err != nil {
			t.Fatalf("%s: %v\n%s", bot, err, out)
		}
		var rep sim.Report
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatal(err)
		}
		if rep.Games != 6 || rep.Errors != 0 || rep.Decisions == 0 || !strings.Contains(rep.Decks[0], "excelsior-act2") {
			t.Errorf("%s: %d games, %d errors, %d decisions, decks %q", bot, rep.Games, rep.Errors, rep.Decisions, rep.Decks)
		}
		again, _, err := deckTestRun(t, args...)
		if err != nil {
			t.Fatal(err)
		}
		var rep2 sim.Report
		if err := json.Unmarshal([]byte(again), &rep2); err != nil {
			t.Fatal(err)
		}
		if rep2.Decisions != rep.Decisions || rep2.Wins != rep.Wins || rep2.AvgTurns != rep.AvgTurns {
			t.Errorf("%s: the same seed gave another batch: %+v vs %+v", bot, rep2.Wins, rep.Wins)
		}
	}
	for _, args := range [][]string{
		{"sim", "--random-decks", "vintage"},
		{"sim", "--random-decks", "excelsior-act1", "--deck1", "klingon"},
		{"sim", "--random-decks", "excelsior-act1", "--gauntlet", "starters"},
	} {
		if _, _, err := deckTestRun(t, args...); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}
