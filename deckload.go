package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
)

// deckLoader reads the decks a command is given: it refuses a deck with
// problems, and says once per deck which of its cards' game text is not
// enforced (their facts apply; their text is not run). With strict, such a
// deck is refused instead.
type deckLoader struct {
	lib    *game.Library
	strict bool
	warn   io.Writer
}

// newDeckLoader reads --strict from cmd, when cmd has it.
func newDeckLoader(cmd *cobra.Command, lib *game.Library) deckLoader {
	l := deckLoader{lib: lib, warn: cmd.ErrOrStderr()}
	if f := cmd.Flags().Lookup("strict"); f != nil {
		l.strict = f.Value.String() == "true"
	}
	return l
}

// addStrictFlag gives cmd the --strict flag.
func addStrictFlag(cmd *cobra.Command) {
	cmd.Flags().Bool("strict", false, "refuse a deck with cards whose game text is not enforced")
}

func (l deckLoader) load(flag, nameOrPath string) (game.DeckList, error) {
	d, err := decks.Load(l.lib, nameOrPath)
	return l.check(flag, nameOrPath, d, err)
}

// loadPair loads two decks at once, as `play` and `engine` need them: they
// are read side by side (reading a deck reads its cards' encodings, a
// quarter of play's start-up), then checked and reported in order, so
// the messages are the same as loading one after the other.
func (l deckLoader) loadPair(flags, namesOrPaths [2]string) (lists [2]game.DeckList, err error) {
	var read [2]*decks.Deck
	var errs [2]error
	done := make(chan struct{})
	go func() {
		read[1], errs[1] = decks.Load(l.lib, namesOrPaths[1])
		close(done)
	}()
	read[0], errs[0] = decks.Load(l.lib, namesOrPaths[0])
	<-done
	for i := range lists {
		if lists[i], err = l.check(flags[i], namesOrPaths[i], read[i], errs[i]); err != nil {
			return lists, err
		}
	}
	return lists, nil
}

// check reports what load found and turns the deck into a list.
func (l deckLoader) check(flag, nameOrPath string, d *decks.Deck, err error) (game.DeckList, error) {
	if err != nil {
		var ps decks.Problems
		if errors.As(err, &ps) {
			return game.DeckList{}, fmt.Errorf("--%s %s: the deck has problems:\n%v", flag, nameOrPath, err)
		}
		return game.DeckList{}, fmt.Errorf("--%s: %v", flag, err)
	}
	printDeckNotes(l.warn, d)
	cov := d.Coverage()
	if cov.NotEnforced > 0 {
		if l.strict {
			return game.DeckList{}, fmt.Errorf("--%s %s: --strict: %d card(s) whose game text is not enforced: %s",
				flag, nameOrPath, cov.NotEnforced, strings.Join(cov.Unenforced, "; "))
		}
		fmt.Fprintf(l.warn, "warning: --%s %s: the game text of %d card(s) is not enforced (only their facts apply): %s\n",
			flag, nameOrPath, cov.NotEnforced, strings.Join(cov.Unenforced, "; "))
	}
	return d.List(), nil
}
