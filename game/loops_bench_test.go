package game

import "testing"

// BenchmarkPositionKey fingerprints a started game's position, as every
// orders decision does for loop detection (rules_loops.go).
func BenchmarkPositionKey(b *testing.B) {
	lib := testLib(b)
	g, err := New(lib, Setup{Decks: [2]DeckList{fedDeck(b, lib), kliDeck(b, lib)}, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	var sink uint64
	for b.Loop() {
		sink ^= g.positionKey()
	}
	_ = sink
}
