// Command stccg plays the Star Trek Customizable Card Game, Second Edition,
// in a terminal: hot-seat, over TCP, or bot against bot.
package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
)

func main() {
	if err := newRootCmd().Execute(); err != nil {
		fmt.Fprintln(os.Stderr, "stccg:", err)
		os.Exit(1)
	}
}

func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:           "stccg",
		Short:         "Star Trek CCG Second Edition in the terminal",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.RunE = runPlay // no subcommand: a hot-seat game
	addPlayFlags(root)
	addCardDataFlag(root)
	root.AddCommand(newPlayCmd(), newDeckCmd(), newCardsCmd(), newSimCmd(), newEngineCmd(), newHostCmd(), newJoinCmd())
	return root
}
