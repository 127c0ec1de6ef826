package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/stccg/stccg/assets"
	"github.com/stccg/stccg/game"
)

// ledgerRow is one card of the ledger (`stccg cards --ledger`): where its
// encoding stands. Vocabulary lists the vocabulary entries its encoding
// uses ("kind:name"), Tests its card-test files (assets/cardtests), and
// Reviewed the day its encoding was last read against the printed text.
type ledgerRow struct {
	Collector  string   `json:"collector"`
	ID         string   `json:"id"`
	Title      string   `json:"title"`
	Type       string   `json:"type"`
	Formats    []string `json:"formats"`
	Status     string   `json:"status"`
	Vocabulary []string `json:"vocabulary"`
	Tests      []string `json:"tests"`
	Reviewed   string   `json:"reviewed"`
}

// ledgerRows lists the selected cards (first printings, in ID order).
func ledgerRows(lib *game.Library, f cardFilter) ([]ledgerRow, error) {
	tests, err := game.CardTestIndexCompiled(assets.CardTests, assets.CardTestIndex)
	if err != nil {
		return nil, fmt.Errorf("card tests: %w", err)
	}
	f.printings = false
	var rows []ledgerRow
	cards, err := cardsSelect(lib, f)
	if err != nil {
		return nil, err
	}
	for _, c := range cards {
		col := c.Collector
		if col == "" {
			col = c.ID
		}
		rows = append(rows, ledgerRow{
			Collector: col, ID: c.ID, Title: c.DeckName(), Type: string(c.Type),
			Formats: nonNil(c.Formats), Status: string(c.Status),
			Vocabulary: nonNil(game.CardVocabulary(c)), Tests: nonNil(tests[c.ID]), Reviewed: c.Reviewed,
		})
	}
	return rows, nil
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// cardsLedger prints the ledger: tab-separated with a header line, or
// a JSON array. Empty cells are "-", so every line has every column.
func cardsLedger(cmd *cobra.Command, lib *game.Library, f cardFilter, asJSON bool) error {
	rows, err := ledgerRows(lib, f)
	if err != nil {
		return err
	}
	if len(rows) == 0 {
		return fmt.Errorf("no card matches those filters")
	}
	out := cmd.OutOrStdout()
	if asJSON {
		enc := json.NewEncoder(out)
		enc.SetIndent("", "  ")
		return enc.Encode(rows)
	}
	cell := func(s string) string {
		if s == "" {
			return "-"
		}
		return s
	}
	list := func(l []string) string { return cell(strings.Join(l, ",")) }
	fmt.Fprintln(out, "collector\ttitle\ttype\tformats\tstatus\tvocabulary\ttests\treviewed")
	for _, r := range rows {
		fmt.Fprintf(out, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", r.Collector, r.Title, r.Type, list(r.Formats),
			cell(r.Status), list(r.Vocabulary), list(r.Tests), cell(r.Reviewed))
	}
	return nil
}

// cardsDescribeLedger ends a card's description with its ledger entries
// that are set: its card-test files and its review date.
func cardsDescribeLedger(out io.Writer, c *game.Card) error {
	first := c.ID
	if c.PrintingOf != "" {
		first = c.PrintingOf
	}
	tests, err := game.CardTestIndexCompiled(assets.CardTests, assets.CardTestIndex)
	if err != nil {
		return fmt.Errorf("card tests: %w", err)
	}
	if t := tests[first]; len(t) > 0 {
		fmt.Fprintf(out, "Card tests: %s (assets/cardtests)\n", strings.Join(t, ", "))
	}
	if c.Reviewed != "" {
		fmt.Fprintf(out, "Reviewed: %s (encoding read against the printed text)\n", c.Reviewed)
	}
	return nil
}
