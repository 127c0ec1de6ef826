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
// the built-in decks (whatever assets/decks holds), anything else a
// directory whose .txt files are decks.
func gauntletDecks(lib *game.Library, set string) ([]game.DeckList, error) {
	var names []string
	if set == "starters" {
		names = decks.Samples()
	} else {
		entries, err := os.ReadDir(set)
		if err != nil {
			return nil, fmt.Errorf("--gauntlet %s: %w (give a directory of .txt decks, or starters)", set, err)
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
		d, err := loadDeckList(lib, n)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, nil
}
