package main

import (
	"io"
	"testing"
)

// Start-up as a person waits for it: each benchmark runs a whole command
// as `stccg` would, the card library's loading included (nothing is kept
// between runs). `go test -run X -bench Startup .`; the figures of one
// interleaved run against the previous commit are in docs/architecture.md
// ("Start-up").

// benchCommand runs the command line args once per iteration.
func benchCommand(b *testing.B, args ...string) {
	b.ReportAllocs()
	for b.Loop() {
		root := newRootCmd()
		root.SetOut(io.Discard)
		root.SetErr(io.Discard)
		root.SetArgs(args)
		if err := root.Execute(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkStartupCardsSearch(b *testing.B) { benchCommand(b, "cards", "Worf") }

func BenchmarkStartupCardsDescribe(b *testing.B) {
	benchCommand(b, "cards", "Worf, Son of Mogh")
}

func BenchmarkStartupDeckCheck(b *testing.B) {
	benchCommand(b, "deck", "check", "assets/decks/klingon-excelsior.txt")
}

// BenchmarkStartupPlayFirstFrame is what `stccg play` does before its
// first frame, the terminal aside: the library, both decks, the game to
// its first decision, the screen's model and its first View at 80×24.
func BenchmarkStartupPlayFirstFrame(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if frame := playFirstFrame(b); frame == "" {
			b.Fatal("no frame")
		}
	}
}
