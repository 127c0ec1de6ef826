package main

import (
	"fmt"
	"os"

	"github.com/stccg/stccg/game"
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

// readScenario parses a scenario file and checks that it sets up.
func readScenario(lib *game.Library, path string) (*game.Scenario, error) {
	data, err := os.ReadFile(path)
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
