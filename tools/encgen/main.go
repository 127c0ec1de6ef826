// Command encgen compiles the card encodings (assets/cards/*.yaml) to
// JSON, assets/encodings.jsonl, which the game reads at start-up instead
// of parsing YAML (game/library_compiled.go), and indexes the card tests
// (assets/cardtests/*.yaml) by the cards they list, assets/cardtests.idx
// (game/cardtest_index.go).
//
// Run it with `go generate ./game` or by hand:
//
//	go run ./tools/encgen -o assets/encodings.jsonl -tests assets/cardtests.idx
//
// It fails on an encoding that does not load. The output is
// deterministic; the file is written only when it changes.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"

	"github.com/stccg/stccg/assets"
	"github.com/stccg/stccg/game"
)

func main() {
	out := flag.String("o", "assets/encodings.jsonl", "where to write the compiled encodings")
	tests := flag.String("tests", "assets/cardtests.idx", "where to write the card tests' index")
	flag.Parse()
	if err := run(*out, *tests); err != nil {
		fmt.Fprintln(os.Stderr, "encgen:", err)
		os.Exit(1)
	}
}

func run(out, tests string) error {
	// Every encoding must load with the pool (names, dates, vocabulary)
	// before it is compiled.
	if _, err := game.LoadPool(assets.Pool, assets.Cards); err != nil {
		return err
	}
	data, err := game.CompileEncodings(assets.Cards)
	if err != nil {
		return err
	}
	if err := write(out, data); err != nil {
		return err
	}
	idx, err := game.CompileCardTestIndex(assets.CardTests)
	if err != nil {
		return err
	}
	return write(tests, idx)
}

// write writes data to path unless the file holds it already.
func write(path string, data []byte) error {
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, data) {
		return nil
	}
	return os.WriteFile(path, data, 0o644)
}
