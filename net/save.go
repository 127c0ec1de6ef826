package net

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/stccg/stccg/game"
)

// Save is a hosted game as the host autosaves it: with the library it
// replays the game exactly (same seed, same decks in the same order, same
// choices). It holds every secret of the game and stays on the host.
type Save struct {
	Format  int           `json:"format"`
	Seed    uint64        `json:"seed"`
	Names   [2]string     `json:"names"`
	Decks   [2]DeckSpec   `json:"decks"` // one card ID per copy, in deck-list order
	Token   string        `json:"token"` // seat 2's token, so its player can rejoin
	Choices []game.Choice `json:"choices"`
	Result  *game.Result  `json:"result,omitempty"`
	Saved   time.Time     `json:"saved"`
}

// SaveFormat is the version of the save file layout.
const SaveFormat = 1

// StateDirEnv overrides the directory autosaves go to.
const StateDirEnv = "STCCG_STATE_DIR"

// StateDir is where autosaves go: $STCCG_STATE_DIR, else
// $XDG_STATE_HOME/stccg, else the user's configuration directory
// (os.UserConfigDir) /stccg.
func StateDir() (string, error) {
	if d := os.Getenv(StateDirEnv); d != "" {
		return d, nil
	}
	if d := os.Getenv("XDG_STATE_HOME"); d != "" {
		return filepath.Join(d, "stccg"), nil
	}
	d, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no directory for saved games (set %s): %w", StateDirEnv, err)
	}
	return filepath.Join(d, "stccg"), nil
}

// DefaultSavePath is a new autosave file in StateDir, named by the time.
func DefaultSavePath(now time.Time) (string, error) {
	dir, err := StateDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "game-"+now.Format("20060102-150405")+".json"), nil
}

// WriteSave writes s to path atomically: a temporary file in the same
// directory, synced, then renamed over path. A reader sees the old save
// or the new one, never half of one.
func WriteSave(path string, s *Save) error {
	data, err := json.MarshalIndent(s, "", " ")
	if err != nil {
		return err
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(append(data, '\n'))
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		_ = os.Remove(tmp)
	}
	return err
}

// ReadSave reads a save file.
func ReadSave(path string) (*Save, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var s Save
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("%s: not a saved game: %v", path, err)
	}
	if s.Format != SaveFormat {
		return nil, fmt.Errorf("%s: save format %d, this stccg reads format %d", path, s.Format, SaveFormat)
	}
	return &s, nil
}

// listByID rebuilds a saved deck list exactly: each entry a card ID.
func listByID(lib *game.Library, s DeckSpec) (game.DeckList, error) {
	l := game.DeckList{Name: s.Name}
	for _, id := range s.Cards {
		c := lib.ByID(id)
		if c == nil {
			return l, fmt.Errorf("unknown card ID %q", id)
		}
		switch c.Type {
		case game.Mission:
			l.Missions = append(l.Missions, c)
		case game.Dilemma:
			l.Dilemmas = append(l.Dilemmas, c)
		default:
			l.Draw = append(l.Draw, c)
		}
	}
	return l, nil
}

// Replay rebuilds the saved game: the same setup, then every choice.
func (s *Save) Replay(lib *game.Library) (*game.Game, error) {
	var lists [2]game.DeckList
	for p := range 2 {
		var err error
		if lists[p], err = listByID(lib, s.Decks[p]); err != nil {
			return nil, fmt.Errorf("deck of %s: %w", game.Player(p), err)
		}
	}
	g, err := game.New(lib, game.Setup{Decks: lists, Names: s.Names, Seed: s.Seed})
	if err != nil {
		return nil, err
	}
	for i, c := range s.Choices {
		d := g.Pending()
		if d == nil {
			return nil, fmt.Errorf("choice %d of %d: the game was already over", i+1, len(s.Choices))
		}
		if _, err := g.Choose(d.Player, c); err != nil {
			return nil, fmt.Errorf("choice %d of %d does not replay: %w", i+1, len(s.Choices), err)
		}
	}
	if s.Token == "" {
		return nil, errors.New("the save has no seat token")
	}
	return g, nil
}
