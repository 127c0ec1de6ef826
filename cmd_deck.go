package main

import (
	"errors"
	"fmt"
	"io"
	"strconv"
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
			"embedded sample works too (`stccg deck list` names the " + strconv.Itoa(len(decks.Samples())) + ").",
		PersistentPreRun: func(*cobra.Command, []string) { tuneGCForOneShot() },
	}
	cmd.AddCommand(newDeckCheckCmd(), newDeckListCmd(), newDeckShowCmd(), newDeckStatsCmd())
	return cmd
}

func newDeckCheckCmd() *cobra.Command {
	var opt deckCheckOptions
	cmd := &cobra.Command{
		Use:   "check FILE|SAMPLE...",
		Short: "Report every problem in each deck, as file:line: message",
		Long: "Reads each deck, reports every problem with it (unknown cards, bad lines, the\n" +
			"rules of Building a Deck, and cards --format does not allow) as\n" +
			"file:line: message, and exits non-zero if any deck has a problem. Each deck\n" +
			"ends with its encoding coverage: how many of its different cards are\n" +
			"enforced, have no game text, or are not enforced (named). --strict also\n" +
			"refuses a deck with cards that are not enforced. --skip-unknown sets aside\n" +
			"the cards the card pool does not know (listed as notes) and checks the rest;\n" +
			"their copies still count toward their section's size. play, host, join and\n" +
			"sim refuse a deck with unknown cards whatever check says. --stats also prints\n" +
			"each deck's numbers, as deck stats does (with its --card, --turn and --draws).",
		Example: "  stccg deck check my.txt\n  stccg deck check --format excelsior-act1 klingon-excelsior\n  stccg deck check --skip-unknown worlds-2026.txt",
		Args:    cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := opt.stats.check(); err != nil {
				return err
			}
			for _, name := range []string{"card", "turn", "draws"} {
				if cmd.Flags().Changed(name) && !opt.withStats {
					return fmt.Errorf("--%s goes with --stats", name)
				}
			}
			if !decks.IsFormat(opt.format) {
				return fmt.Errorf("unknown format %q: want one of %s", opt.format, strings.Join(decks.Formats(), ", "))
			}
			lib, err := loadLibrary(cmd)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			bad := 0
			for _, arg := range args {
				if !deckCheckOne(out, lib, arg, opt) {
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
	cmd.Flags().StringVar(&opt.format, "format", "open", "also check that every card is legal in this format: "+strings.Join(decks.Formats(), ", "))
	cmd.Flags().BoolVar(&opt.strict, "strict", false, "refuse a deck with cards whose game text is not enforced")
	cmd.Flags().BoolVar(&opt.skipUnknown, "skip-unknown", false, "list the cards the card pool does not know, set them aside and check the rest")
	cmd.Flags().BoolVar(&opt.withStats, "stats", false, "also print each deck's numbers and drawing odds (see deck stats)")
	opt.stats.add(cmd)
	return cmd
}

// deckCheckOptions are deck check's flags.
type deckCheckOptions struct {
	format      string
	strict      bool
	skipUnknown bool
	withStats   bool
	stats       statsFlags
}

// deckCheckOne prints the problems of one deck, or its summary when there
// are none, then its coverage, and reports whether it is good.
func deckCheckOne(out io.Writer, lib *game.Library, arg string, opt deckCheckOptions) bool {
	load := decks.Load
	if opt.skipUnknown {
		load = decks.LoadSettingAside
	}
	d, err := load(lib, arg)
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
	for _, p := range d.CheckFormat(opt.format) {
		fmt.Fprintln(out, p.Error())
		good = false
	}
	cov := d.Coverage()
	if opt.strict && cov.NotEnforced > 0 {
		fmt.Fprintf(out, "%s: --strict: %d card(s) not enforced\n", d.File, cov.NotEnforced)
		good = false
	}
	if good {
		fmt.Fprintf(out, "%s: ok — %s%s\n", d.File, d.Summary(), setAsideSummary(d))
	}
	fmt.Fprintf(out, "%s: %s\n", d.File, cov)
	if opt.withStats {
		if err := writeDeckStats(out, lib, d, opt.stats); err != nil {
			fmt.Fprintln(out, err)
			good = false
		}
	}
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
			width := 0
			for _, name := range decks.Samples() {
				width = max(width, len(name))
			}
			for _, name := range decks.Samples() {
				d, err := decks.Load(lib, name)
				if err != nil {
					// A broken sample is a bug; say so rather than hide it.
					return fmt.Errorf("sample %s: %w", name, err)
				}
				fmt.Fprintf(out, "%-*s %s\n", width, name, d.Summary())
			}
			return nil
		},
	}
}

func newDeckShowCmd() *cobra.Command {
	var as string
	cmd := &cobra.Command{
		Use:   "show FILE|SAMPLE",
		Short: "Print a deck in the plain deck format, or as trekcc.org or LackeyCCG write it",
		Long: "Prints the deck in the plain format, whatever format it was read from (so it\n" +
			"also converts trekcc.org and LackeyCCG exports); --as lackey, dek or trekcc\n" +
			"writes it as LackeyCCG's deck text, LackeyCCG's .dek file or the trekcc.org\n" +
			"deck builder's text export instead. Repeated lines of one card become one\n" +
			"count. Problems go to stderr and make the exit status non-zero; the deck is\n" +
			"printed as far as it was read.",
		Example: "  stccg deck show klingon-excelsior --as lackey > klingon.txt\n  stccg deck show my.dek --as trekcc",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			syntax, err := exportSyntax(as)
			if err != nil {
				return err
			}
			lib, err := loadLibrary(cmd)
			if err != nil {
				return err
			}
			d, err := decks.Load(lib, args[0])
			if d == nil {
				return err
			}
			text, xerr := d.Export(syntax)
			if xerr != nil {
				return xerr
			}
			fmt.Fprint(cmd.OutOrStdout(), text)
			if syntax == decks.TrekCC && len(d.Aside) > 0 {
				fmt.Fprintf(cmd.ErrOrStderr(), "%s: note: the %d card line(s) set aside are left out: trekcc.org has no such section\n", d.File, len(d.Aside))
			}
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
	cmd.Flags().StringVar(&as, "as", "plain", "the format to write: "+exportNames())
	return cmd
}

// exportSyntax is the export format --as names.
func exportSyntax(as string) (decks.Syntax, error) {
	for _, s := range decks.Exports() {
		if strings.EqualFold(as, string(s)) {
			return s, nil
		}
	}
	return "", fmt.Errorf("--as %q: unknown deck format; want one of %s", as, exportNames())
}

func exportNames() string {
	var names []string
	for _, s := range decks.Exports() {
		names = append(names, string(s))
	}
	return strings.Join(names, ", ")
}

// printDeckNotes prints what reading the deck noted (a card the pool
// spells differently, say): worth knowing, never a reason to refuse it.
func printDeckNotes(w io.Writer, d *decks.Deck) {
	for _, n := range d.Notes {
		fmt.Fprintln(w, n.Error())
	}
}

// setAsideSummary is what the ok line of a deck checked with
// --skip-unknown adds: how many unknown cards were left out of the check.
func setAsideSummary(d *decks.Deck) string {
	if len(d.Unknown) == 0 {
		return ""
	}
	copies := 0
	for _, u := range d.Unknown {
		copies += u.Count
	}
	return fmt.Sprintf("; %d unknown card(s) on %d line(s) set aside, not checked", copies, len(d.Unknown))
}
