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

func newDeckCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "deck",
		Short: "Check, list and show decks",
		Long: "A deck is a text file: the plain format (docs/decks.md), a trekcc.org text\n" +
			"export or a LackeyCCG export. Wherever a deck is asked for, the name of an\n" +
			"embedded sample (" + strings.Join(decks.Samples(), ", ") + ") works too.",
	}
	cmd.AddCommand(newDeckCheckCmd(), newDeckListCmd(), newDeckShowCmd())
	return cmd
}

func newDeckCheckCmd() *cobra.Command {
	var format string
	var strict bool
	cmd := &cobra.Command{
		Use:   "check FILE|SAMPLE...",
		Short: "Report every problem in each deck, as file:line: message",
		Long: "Reads each deck, reports every problem with it (unknown cards, bad lines, the\n" +
			"rules of Building a Deck, and cards --format does not allow) as\n" +
			"file:line: message, and exits non-zero if any deck has a problem. Each deck\n" +
			"ends with its encoding coverage: how many of its different cards are\n" +
			"enforced, have no game text, or are not enforced (named). --strict also\n" +
			"refuses a deck with cards that are not enforced.",
		Example: "  stccg deck check my.txt\n  stccg deck check --format excelsior-act1 klingon-excelsior",
		Args:    cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if !decks.IsFormat(format) {
				return fmt.Errorf("unknown format %q: want one of %s", format, strings.Join(decks.Formats(), ", "))
			}
			lib, err := loadLibrary(cmd)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			bad := 0
			for _, arg := range args {
				if !deckCheckOne(out, lib, arg, format, strict) {
					bad++
				}
			}
			switch {
			case bad == 1 && len(args) == 1:
				return errors.New("the deck has problems")
			case bad == 1:
				return fmt.Errorf("1 of %d decks has problems", len(args))
			case bad > 1:
				return fmt.Errorf("%d of %d decks have problems", bad, len(args))
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "open", "also check that every card is legal in this format: "+strings.Join(decks.Formats(), ", "))
	cmd.Flags().BoolVar(&strict, "strict", false, "refuse a deck with cards whose game text is not enforced")
	return cmd
}

// deckCheckOne prints the problems of one deck, or its summary when there
// are none, then its coverage, and reports whether it is good.
func deckCheckOne(out io.Writer, lib *game.Library, arg, format string, strict bool) bool {
	d, err := decks.Load(lib, arg)
	var ps decks.Problems
	switch {
	case errors.As(err, &ps):
		for _, p := range ps {
			fmt.Fprintln(out, p.Error())
		}
	case err != nil:
		fmt.Fprintln(out, err)
		return false
	}
	good := err == nil
	if good {
		printDeckNotes(out, d)
	}
	for _, p := range d.CheckFormat(format) {
		fmt.Fprintln(out, p.Error())
		good = false
	}
	cov := d.Coverage()
	if strict && cov.NotEnforced > 0 {
		fmt.Fprintf(out, "%s: --strict: %d card(s) not enforced\n", d.File, cov.NotEnforced)
		good = false
	}
	if good {
		fmt.Fprintf(out, "%s: ok — %s\n", d.File, d.Summary())
	}
	fmt.Fprintf(out, "%s: %s\n", d.File, cov)
	printUnenforcedTexts(out, d)
	return good
}

func newDeckListCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "list",
		Short: "List the embedded sample decks",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			lib, err := loadLibrary(cmd)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			for _, name := range decks.Samples() {
				d, err := decks.Load(lib, name)
				if err != nil {
					// A broken sample is a bug; say so rather than hide it.
					return fmt.Errorf("sample %s: %w", name, err)
				}
				fmt.Fprintf(out, "%-24s %s\n", name, d.Summary())
			}
			return nil
		},
	}
}

func newDeckShowCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "show FILE|SAMPLE",
		Short: "Print a deck in the plain deck format",
		Long: "Prints the deck in the plain format, whatever format it was read from (so it\n" +
			"also converts trekcc.org and LackeyCCG exports). Problems go to stderr and\n" +
			"make the exit status non-zero; the deck is printed as far as it was read.",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			lib, err := loadLibrary(cmd)
			if err != nil {
				return err
			}
			d, err := decks.Load(lib, args[0])
			if d == nil {
				return err
			}
			fmt.Fprint(cmd.OutOrStdout(), d.Format())
			var ps decks.Problems
			if errors.As(err, &ps) {
				for _, p := range ps {
					fmt.Fprintln(cmd.ErrOrStderr(), p.Error())
				}
				if n := len(ps.Errors()); n != 1 {
					return fmt.Errorf("%s: %d problems", d.File, n)
				}
				return fmt.Errorf("%s: 1 problem", d.File)
			}
			printDeckNotes(cmd.ErrOrStderr(), d)
			return err
		},
	}
}

// printDeckNotes prints what reading the deck noted (a card the pool
// spells differently, say): worth knowing, never a reason to refuse it.
func printDeckNotes(w io.Writer, d *decks.Deck) {
	for _, n := range d.Notes {
		fmt.Fprintln(w, n.Error())
	}
}
