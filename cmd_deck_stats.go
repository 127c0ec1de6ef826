package main

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"
	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
)

// statsFlags are the flags of deck stats, which deck check --stats shares.
type statsFlags struct {
	card  string
	turn  int
	draws int
}

// defaultDraws is how many cards a turn is assumed to draw: each draw
// costs one of the turn's seven counters (Rulebook: Drawing Cards), and
// most turns spend a couple on drawing.
const defaultDraws = 2

func (f *statsFlags) add(cmd *cobra.Command) {
	cmd.Flags().StringVar(&f.card, "card", "", "the odds of drawing this draw-deck card (a name, or a title for every card of it)")
	cmd.Flags().IntVar(&f.turn, "turn", 0, "the odds by the end of this turn only (0: a table of turns; the opening hand is turn 0 in the table)")
	cmd.Flags().IntVar(&f.draws, "draws", defaultDraws, "cards drawn each turn, for the odds")
}

func (f *statsFlags) request() decks.OddsRequest {
	return decks.OddsRequest{Card: f.card, Turn: f.turn, DrawsPerTurn: f.draws}
}

// check refuses values no deck can answer, before any deck is read.
func (f *statsFlags) check() error {
	if f.turn < 0 {
		return fmt.Errorf("--turn %d: a turn is 1 or more", f.turn)
	}
	if f.draws < 0 || f.draws > 7 {
		return fmt.Errorf("--draws %d: a turn's seven counters draw 0 to 7 cards", f.draws)
	}
	return nil
}

func newDeckStatsCmd() *cobra.Command {
	var f statsFlags
	cmd := &cobra.Command{
		Use:   "stats FILE|SAMPLE...",
		Short: "Print a deck's numbers: cost curve, types, affiliations, skills, missions, drawing odds",
		Long: "Prints each deck's numbers: its draw deck by card type with its cost curve,\n" +
			"its personnel and ships by affiliation, the skill levels of its personnel\n" +
			"added up, its dilemmas by kind with their cost curve, its missions with\n" +
			"their points and spans, and the odds (hypergeometric) of having drawn at\n" +
			"least one copy of a card by the end of each turn: of the --card asked for, or of\n" +
			"a card with 1, 2 and 3 copies. The odds count the 7-card opening hand and\n" +
			"--draws cards drawn each turn.",
		Example: "  stccg deck stats klingon-excelsior\n  stccg deck stats my.txt --card \"Worf\" --turn 3",
		Args:    cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := f.check(); err != nil {
				return err
			}
			lib, err := loadLibrary(cmd)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			bad := 0
			for i, arg := range args {
				if i > 0 {
					fmt.Fprintln(out)
				}
				d, err := decks.Load(lib, arg)
				if d == nil {
					return err
				}
				if err != nil {
					bad++
					fmt.Fprintf(cmd.ErrOrStderr(), "%v\n%s: the numbers are of the deck as far as it was read\n", err, d.File)
				} else {
					printDeckNotes(cmd.ErrOrStderr(), d)
				}
				if err := writeDeckStats(out, lib, d, f); err != nil {
					return err
				}
			}
			if bad > 0 {
				return fmt.Errorf("%d of %d decks have problems", bad, len(args))
			}
			return nil
		},
	}
	f.add(cmd)
	return cmd
}

// writeDeckStats prints a deck's numbers and drawing odds.
func writeDeckStats(out io.Writer, lib *game.Library, d *decks.Deck, f statsFlags) error {
	fmt.Fprintf(out, "%s: %q\n", d.File, d.Name)
	d.Stats().Write(out)
	return d.WriteOdds(out, lib, f.request())
}
