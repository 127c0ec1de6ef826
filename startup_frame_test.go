package main

import (
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
	var lists [2]game.DeckList
	for i, name := range []string{defaultDeck1, defaultDeck2} {
		if lists[i], err = newDeckLoader(cmd, lib).load("deck", name); err != nil {
			tb.Fatal(err)
		}
	}
	m, err := tui.New(tui.Config{Lib: lib, Setup: game.Setup{Decks: lists, Seed: 1}, Intro: []string{howToWinLine, introSeedLine}})
	if err != nil {
		tb.Fatal(err)
	}
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	return m.View()
}
