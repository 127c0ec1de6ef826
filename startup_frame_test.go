package main

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stccg/stccg/game"
	"github.com/stccg/stccg/tui"
)

// playFirstFrame builds `stccg play`'s first frame as runPlay does, with
// the default decks and seed 1, and returns it.
func playFirstFrame(tb testing.TB) string {
	tb.Helper()
	cmd := newRootCmd()
	lib, err := loadLibrary(cmd)
	if err != nil {
		tb.Fatal(err)
	}
	lists, err := newDeckLoader(cmd, lib).loadPair([2]string{"deck1", "deck2"}, [2]string{defaultDeck1, defaultDeck2})
	if err != nil {
		tb.Fatal(err)
	}
	m, err := tui.New(tui.Config{Lib: lib, Setup: game.Setup{Decks: lists, Seed: 1}, Intro: []string{howToWinLine, introSeedLine}})
	if err != nil {
		tb.Fatal(err)
	}
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	return m.View()
}

// The first frame play builds (both decks read side by side) is the
// hand-off screen of a hot-seat game, at 80×24.
func TestPlayFirstFrameIsTheHandOff(t *testing.T) {
	frame := playFirstFrame(t)
	if !strings.Contains(frame, "press Enter") || !strings.Contains(frame, "please look away") {
		t.Fatalf("first frame:\n%s", frame)
	}
}

// Two decks read side by side give what reading them one after the
// other gives, and report in the same order.
func TestLoadPairMatchesLoadingInTurn(t *testing.T) {
	lib, err := game.DefaultLibrary()
	if err != nil {
		t.Fatal(err)
	}
	names := [2]string{"tng-excelsior", "romulan-excelsior"}
	var warnA, warnB bytes.Buffer
	a := deckLoader{lib: lib, warn: &warnA}
	pair, err := a.loadPair([2]string{"deck1", "deck2"}, names)
	if err != nil {
		t.Fatal(err)
	}
	b := deckLoader{lib: lib, warn: &warnB}
	for i, n := range names {
		one, err := b.load([]string{"deck1", "deck2"}[i], n)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(one, pair[i]) {
			t.Errorf("%s read side by side differs", n)
		}
	}
	if warnA.String() != warnB.String() {
		t.Errorf("messages differ:\n%s\nin turn:\n%s", warnA.String(), warnB.String())
	}
	if _, err := a.loadPair([2]string{"deck1", "deck2"}, [2]string{"tng-excelsior", "no-such-deck"}); err == nil || !strings.Contains(err.Error(), "--deck2") {
		t.Errorf("a missing second deck: %v", err)
	}
}
