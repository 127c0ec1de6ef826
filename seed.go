package main

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
)

// newSeed is the seed of a game that is not given --seed: 64 bits from
// the operating system's secure generator. A seed fixes every shuffle, so
// one an opponent could guess (the clock, a small default) would give
// them every hidden card; an explicit --seed is for replays and tests.
func newSeed() (uint64, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 0, fmt.Errorf("no random seed: %w", err)
	}
	return binary.LittleEndian.Uint64(b[:]), nil
}
