package main

import (
	"strings"
	"testing"
)

// The help of `stccg` and `stccg play` names the decks a game uses when
// none is given (defaultDeck1, defaultDeck2), not older samples. Issue 24
// item 12.
func TestHelpNamesTheDefaultDecks(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"play", "--help"}} {
		out, _, err := deckTestRun(t, args...)
		if err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		for _, want := range []string{"(default " + defaultDeck1 + ")", "(default " + defaultDeck2} {
			if !strings.Contains(out, want) {
				t.Errorf("stccg %s does not say %q:\n%s", strings.Join(args, " "), want, out)
			}
		}
		for _, wrong := range []string{"(default federation)", "(default klingon,"} {
			if strings.Contains(out, wrong) {
				t.Errorf("stccg %s names a deck that is not the default, %q", strings.Join(args, " "), wrong)
			}
		}
	}
}

// `stccg join` without an address says what it needs and how to call it.
// Issue 24 item 12.
func TestJoinWithoutAddressPrintsUsage(t *testing.T) {
	_, _, err := deckTestRun(t, "join")
	if err == nil {
		t.Fatal("join with no address ran")
	}
	for _, want := range []string{"host's address", "Usage:", "join HOST[:PORT]", "--token"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error lacks %q:\n%s", want, err)
		}
	}
}
