package game

import "testing"

// BenchmarkLoadLibrary measures loading the whole embedded card pool with
// its encodings: start-up and `stccg cards` pay it once.
func BenchmarkLoadLibrary(b *testing.B) {
	for b.Loop() {
		if _, err := DefaultLibrary(); err != nil {
			b.Fatal(err)
		}
	}
}
