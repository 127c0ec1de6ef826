package main

import (
	"github.com/spf13/cobra"
	"github.com/stccg/stccg/game"
	stnet "github.com/stccg/stccg/net"
)

func newEngineCmd() *cobra.Command {
	var (
		deck1, deck2 string
		seed         uint64
		first        int
		scenario     string
	)
	cmd := &cobra.Command{
		Use:   "engine",
		Short: "Drive one game through JSON lines on stdin/stdout (docs/protocol.md)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			lib, err := loadLibrary(cmd)
			if err != nil {
				return err
			}
			if !cmd.Flags().Changed("seed") && scenario == "" {
				if seed, err = newSeed(); err != nil {
					return err
				}
			}
			if scenario != "" {
				g, err := loadScenario(lib, scenario, seed, cmd.Flags().Changed("seed"))
				if err != nil {
					return err
				}
				return stnet.Serve(&stnet.Engine{Game: g}, cmd.InOrStdin(), cmd.OutOrStdout())
			}
			d1, err := newDeckLoader(cmd, lib).load("deck1", deck1)
			if err != nil {
				return err
			}
			d2, err := newDeckLoader(cmd, lib).load("deck2", deck2)
			if err != nil {
				return err
			}
			setup := game.Setup{Decks: [2]game.DeckList{d1, d2}, Seed: seed}
			if first == 1 || first == 2 {
				p := game.Player(first - 1)
				setup.First = &p
			}
			g, err := game.New(lib, setup)
			if err != nil {
				return err
			}
			return stnet.Serve(&stnet.Engine{Game: g}, cmd.InOrStdin(), cmd.OutOrStdout())
		},
	}
	f := cmd.Flags()
	f.StringVar(&deck1, "deck1", defaultDeck1, "deck for Player 1: a file or a sample name")
	f.StringVar(&deck2, "deck2", defaultDeck2, "deck for Player 2: a file or a sample name")
	f.Uint64Var(&seed, "seed", 0, "game seed, for replays and tests (default: a random one)")
	f.IntVar(&first, "first", 0, "force the first player (1 or 2); default random from the seed")
	f.StringVar(&scenario, "scenario", "", "start from a scenario file (docs/scenarios.md) instead of a new game")
	return cmd
}
