// Command cardgen converts the LackeyCCG 2E card list (the reference
// pool's cards.txt) into the project's embedded card facts,
// assets/pool/cards.json. It keeps facts only: the printed game text is
// read to learn whether a card has any, never written out.
//
// Run it with `go generate ./assets` (see assets/assets.go) or by hand:
//
//	go run ./tools/cardgen -pool ../shared/reference/pool-2e -out assets/pool/cards
//
// Hand-made corrections live in assets/pool/corrections.yaml and the
// format definitions in assets/pool/formats.yaml; both are applied on
// every run, so they survive regeneration. The output is
// deterministic: running the converter twice gives identical bytes.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	pool := flag.String("pool", "../shared/reference/pool-2e", "the reference pool folder (cards.txt, formats/, decks/)")
	corrections := flag.String("corrections", "assets/pool/corrections.yaml", "hand-made corrections")
	formats := flag.String("formats", "assets/pool/formats.yaml", "the sets each tournament format allows")
	out := flag.String("out", "assets/pool/cards", "where to write the card facts (adds .json and .bin)")
	report := flag.String("report", "docs/pool-report.md", "where to write the conversion report")
	flag.Parse()
	if err := run(*pool, *corrections, *formats, *out, *report); err != nil {
		fmt.Fprintln(os.Stderr, "cardgen:", err)
		os.Exit(1)
	}
}

func run(pool, corrections, formats, out, report string) error {
	res, err := convert(pool, corrections, formats)
	if err != nil {
		return err
	}
	if err := writeIfChanged(out+".json", res.JSON); err != nil {
		return err
	}
	if err := writeIfChanged(out+".bin", res.Bin); err != nil {
		return err
	}
	if report != "" {
		if err := writeIfChanged(report, res.Report); err != nil {
			return err
		}
	}
	fmt.Printf("cardgen: %d cards (%d printings read) -> %s\n", res.Cards, res.Rows, out)
	return nil
}

func writeIfChanged(path string, data []byte) error {
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, data) {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}
