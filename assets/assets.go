// Package assets embeds the card data and the sample decks, so the binary
// needs no files beside it.
package assets

import "embed"

// Cards holds cards/*.yaml: one file per card type.
//
//go:embed cards/*.yaml
var Cards embed.FS

// Encodings holds encodings.jsonl: the encodings of cards/*.yaml compiled
// to JSON by `go generate ./game` (game/library_compiled.go), which the
// game reads faster than YAML.
//
//go:embed encodings.jsonl
var Encodings string

// CardTests holds cardtests/*.yaml: each card's tests as data (a
// position, a script of choices and what must follow; docs/card-tests.md).
// The game package's tests play them; `stccg cards --ledger` lists them.
//
//go:embed cardtests/*.yaml
var CardTests embed.FS

// CardTestIndex holds cardtests.idx: each card test's file, size and the
// cards it lists, written by `go generate ./game`
// (game/cardtest_index.go), so that naming a card's tests parses none.
//
//go:embed cardtests.idx
var CardTestIndex string

// Decks holds decks/*.txt: the sample decks, in the plain deck format.
//
//go:embed decks
var Decks embed.FS

// Pool holds pool/cards.bin: the facts of every 2E card printing, in the
// compact format of game/pool_codec.go (a string, so that the game reads
// its strings in place), generated from the reference card list by
// tools/cardgen, which writes the same facts to pool/cards.json for people
// to read.
//
//go:generate go run ../tools/cardgen -pool ../../shared/reference/pool-2e -corrections pool/corrections.yaml -formats pool/formats.yaml -out pool/cards -report ../docs/pool-report.md
//go:embed pool/cards.bin
var Pool string
