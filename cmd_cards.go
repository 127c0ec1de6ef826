package main

import "github.com/spf13/cobra"

func newCardsCmd() *cobra.Command { return &cobra.Command{Use: "cards"} }
