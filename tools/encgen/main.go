// Command encgen compiles the card encodings (assets/cards/*.yaml) to
// JSON, assets/encodings.jsonl, which the game reads at start-up instead
// of parsing YAML (game/library_compiled.go).
//
// Run it with `go generate ./game` or by hand:
//
//	go run ./tools/encgen -o assets/encodings.jsonl
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
	flag.Parse()
	if err := run(*out); err != nil {
		fmt.Fprintln(os.Stderr, "encgen:", err)
		os.Exit(1)
	}
}

func run(out string) error {
	// Every encoding must load with the pool (names, dates, vocabulary)
	// before it is compiled.
	if _, err := game.LoadPool(assets.Pool, assets.Cards); err != nil {
		return err
	}
	data, err := game.CompileEncodings(assets.Cards)
	if err != nil {
		return err
	}
	if old, err := os.ReadFile(out); err == nil && bytes.Equal(old, data) {
		return nil
	}
	return os.WriteFile(out, data, 0o644)
}
