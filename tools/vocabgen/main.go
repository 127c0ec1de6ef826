// Command vocabgen writes the card vocabulary reference,
// docs/vocabulary.md, from the registries of the game package: every
// verb (and every other kind the registries list) with its fields, its
// words, an example and how many cards use it.
//
// Run it with `go generate ./game` (see game/vocab_doc.go) or by hand:
//
//	go run ./tools/vocabgen -o docs/vocabulary.md
//
// The output is deterministic; the file is written only when it changes.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"

	"github.com/stccg/stccg/game"
)

func main() {
	out := flag.String("o", "docs/vocabulary.md", "where to write the reference")
	flag.Parse()
	if err := run(*out); err != nil {
		fmt.Fprintln(os.Stderr, "vocabgen:", err)
		os.Exit(1)
	}
}

func run(out string) error {
	lib, err := game.DefaultLibrary()
	if err != nil {
		return err
	}
	// The library reads encodings when first needed; the reference must
	// not be written from encodings that do not load.
	if err := lib.CheckTexts(); err != nil {
		return err
	}
	doc := []byte(game.VocabularyMarkdown(lib.VocabularyReference()))
	if old, err := os.ReadFile(out); err == nil && bytes.Equal(old, doc) {
		return nil
	}
	return os.WriteFile(out, doc, 0o644)
}
