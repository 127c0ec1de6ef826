package main

import (
	"fmt"

	"github.com/stccg/stccg/game"
	"github.com/stccg/stccg/internal/userfile"
)

// loadScenario reads a scenario file; a seed given on the command line
// replaces the file's.
func loadScenario(lib *game.Library, path string, seed uint64, seedSet bool) (*game.Game, error) {
	s, err := readScenario(lib, path)
	if err != nil {
		return nil, err
	}
	if seedSet {
		s.Seed = seed
	}
	g, err := game.NewFromScenario(lib, s)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return g, nil
}

// maxScenarioSize bounds a scenario file: a hand-made position is a few
// kilobytes, and a bigger file (or /dev/zero) is refused before it can
// fill memory.
const maxScenarioSize = 4 << 20

// readScenario parses a scenario file and checks that it sets up.
func readScenario(lib *game.Library, path string) (*game.Scenario, error) {
	data, err := userfile.Read(path, maxScenarioSize)
	if err != nil {
		return nil, err
	}
	s, err := game.ParseScenario(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if _, err := game.NewFromScenario(lib, s); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return s, nil
}
