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
