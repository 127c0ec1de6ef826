package net

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/stccg/stccg/game"
	"github.com/stccg/stccg/internal/userfile"
)

// Save is a hosted game as the host autosaves it: with the library it
// replays the game exactly (same seed, same decks in the same order, same
// choices). It holds every secret of the game and stays on the host.
type Save struct {
	Format int         `json:"format"`
	Seed   uint64      `json:"seed"`
	Names  [2]string   `json:"names"`
	Decks  [2]DeckSpec `json:"decks"` // one card ID per copy, in deck-list order
	Token  string      `json:"token"` // seat 2's token, so its player can rejoin
	// Listen is the address the host listened on when it last saved
	// (":7777", "127.0.0.1:41234"): a resumed host listens there again
	// unless told otherwise, so the joiner's retries find it.
	Listen  string        `json:"listen,omitempty"`
	Choices []game.Choice `json:"choices"`
	Result  *game.Result  `json:"result,omitempty"`
	// State is what the choices lead to; a save whose replay does not
	// reach it is refused (format 2 on).
	State *SaveState `json:"state,omitempty"`
	Saved time.Time  `json:"saved"`
}

// SaveFormat is the version of the save file layout. Format 1 (no State)
// is still read.
const SaveFormat = 2

// MaxSaveSize bounds a save file: a long game's is well under a megabyte.
const MaxSaveSize = 64 << 20

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

// NewSavePath creates a new, empty autosave file in StateDir, named by the
// time and a random suffix, and returns its path. The file is created
// exclusively: two hosts started in the same second get two files, and no
// existing save is ever taken over.
func NewSavePath(now time.Time) (string, error) {
	dir, err := StateDir()
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	for range 10 {
		var b [4]byte
		if _, err := rand.Read(b[:]); err != nil {
			return "", err
		}
		path := filepath.Join(dir, fmt.Sprintf("game-%s-%s.json", now.Format("20060102-150405"), hex.EncodeToString(b[:])))
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		return path, f.Close()
	}
	return "", fmt.Errorf("no free save file name in %s", dir)
}

// reservedMark is what a reserved save file holds until its game is first
// saved: a file with something in it is never taken by another host.
const reservedMark = "stccg: reserved for the autosave of a game being hosted; it holds no game yet\n"

// ReserveSave claims path for a new game's autosave: it must not exist
// yet, or be empty. A file that holds anything (another game's save, or
// another host's reservation) is never overwritten. The claim writes
// reservedMark in the same step as it creates the file (a file linked into
// place), so two hosts started on one new file cannot both take it.
func ReserveSave(path string) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, ".stccg-reserve-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	_, werr := tmp.WriteString(reservedMark)
	if err := errors.Join(werr, tmp.Close()); err != nil {
		return err
	}
	err = os.Link(tmp.Name(), path)
	if err == nil {
		return nil
	}
	if !errors.Is(err, fs.ErrExist) {
		return err
	}
	fi, err := os.Stat(path)
	if err != nil {
		return err
	}
	if !fi.Mode().IsRegular() || fi.Size() > 0 {
		return fmt.Errorf("%s already exists and may hold another game, or be another host's: choose another file, or continue that game with --resume %s", path, path)
	}
	// An empty file the player made for it: take it, marked as ours.
	return os.WriteFile(path, []byte(reservedMark), 0o600)
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

// ReadSave reads a save file (strictly: unknown fields are refused). It
// does not check the game in it: see Verify.
func ReadSave(path string) (*Save, error) {
	data, err := userfile.Read(path, MaxSaveSize)
	if err != nil {
		return nil, err
	}
	if bytes.Equal(data, []byte(reservedMark)) {
		return nil, fmt.Errorf("%s holds no game yet: the host that reserved it has not saved one there", path)
	}
	var s Save
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("%s: not a saved game: %v", path, err)
	}
	if s.Format != SaveFormat && s.Format != 1 {
		return nil, fmt.Errorf("%s: save format %d, this stccg reads formats 1 and %d", path, s.Format, SaveFormat)
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
