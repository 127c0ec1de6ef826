package main

import (
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"
	"github.com/stccg/stccg/game"
	"github.com/stccg/stccg/sim"
)

// runCompare plays `sim --compare A B --vs OPP...`: both decks against
// the same opponents on the same seeds.
func runCompare(cmd *cobra.Command, f simFlags, cfg sim.Config, loader deckLoader) error {
	if len(f.compare) != 2 {
		return fmt.Errorf("--compare takes two decks (--compare A B), got %d", len(f.compare))
	}
	if len(f.vs) == 0 {
		return fmt.Errorf("--compare needs opponents: --vs DECK... (decks, starters, samples or a directory)")
	}
	for _, other := range []struct {
		name string
		set  bool
	}{{"--gauntlet", f.gauntlet != ""}, {"--scenario", f.scenario != ""},
		{"--deck1", cmd.Flags().Changed("deck1")}, {"--deck2", cmd.Flags().Changed("deck2")}} {
		if other.set {
			return fmt.Errorf("--compare and %s do not go together", other.name)
		}
	}
	var ab [2]game.DeckList
	for i, name := range f.compare {
		d, err := loader.load("compare", name)
		if err != nil {
			return err
		}
		ab[i] = d
	}
	var opponents []game.DeckList
	for _, v := range f.vs {
		if v == "starters" || v == "samples" || isDir(v) {
			set, err := gauntletDecks(loader, v)
			if err != nil {
				return err
			}
			opponents = append(opponents, set...)
			continue
		}
		d, err := loader.load("vs", v)
		if err != nil {
			return err
		}
		opponents = append(opponents, d)
	}
	defer tuneGCForBatch(f.workers)()
	stop, err := maybeProfile(f.cpuProfile)
	if err != nil {
		return err
	}
	c := sim.RunCompare(cfg, ab[0], ab[1], opponents)
	stop()
	if err := writeReport(cmd.OutOrStdout(), f, c, func(w io.Writer) error { return sim.WriteCompareText(w, c) },
		func(w io.Writer) error { return sim.WriteCompareHTML(w, c) }); err != nil {
		return err
	}
	if c.Errors > 0 {
		return fmt.Errorf("%d games failed", c.Errors)
	}
	return nil
}

func isDir(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.IsDir()
}
