package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
)

// gauntletDecks loads the set a gauntlet plays against: "starters" means
// the built-in Excelsior starter decks, "v-starters" the sixteen V-starters,
// "all-starters" all 24 official starters, "samples" every built-in deck,
// anything else a directory whose .txt files are decks.
func gauntletDecks(loader deckLoader, set string) ([]game.DeckList, error) {
	var names []string
	switch set {
	case "starters":
		names = decks.Starters()
	case "v-starters":
		names = decks.VStarters()
	case "all-starters":
		names = decks.OfficialStarters()
	case "samples":
		names = decks.Samples()
	default:
		entries, err := os.ReadDir(set)
		if err != nil {
			return nil, fmt.Errorf("--gauntlet %s: %w (give a directory of .txt decks, starters, v-starters, all-starters or samples)", set, err)
		}
		for _, e := range entries {
			if !e.IsDir() && strings.EqualFold(filepath.Ext(e.Name()), ".txt") {
				names = append(names, filepath.Join(set, e.Name()))
			}
		}
		sort.Strings(names)
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("--gauntlet %s: no decks there (.txt files)", set)
	}
	out := make([]game.DeckList, 0, len(names))
	for _, n := range names {
		d, err := loader.load("gauntlet", n)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, nil
}
