package main

import "github.com/spf13/cobra"

func newDeckCmd() *cobra.Command { return &cobra.Command{Use: "deck"} }
