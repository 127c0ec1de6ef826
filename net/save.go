package net

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/stccg/stccg/game"
)

// Save is a hosted game as the host autosaves it: with the library it
// replays the game exactly (same seed, same decks in the same order, same
// choices and auto-pass settings). It holds every secret of the game and
// stays on the host. On disk it is a log (savelog.go): the header (the
// fields below) on the first line, then one line per record of Log.
type Save struct {
	Format int         `json:"format"`
	Seed   uint64      `json:"seed"`
	Names  [2]string   `json:"names"`
	Decks  [2]DeckSpec `json:"decks"` // one card ID per copy, in deck-list order
	Token  string      `json:"token"` // seat 2's token, so its player can rejoin
	// Listen is the address the host listened on when it last saved
	// (":7777", "127.0.0.1:41234"): a resumed host listens there again
	// unless told otherwise, so the joiner's retries find it. A later
	// address is a record of the log; ReadSave puts the last one here.
	Listen string    `json:"listen,omitempty"`
	Saved  time.Time `json:"saved"`
	// Start sums up the game the header sets up, before any choice: a
	// deck list, its order or the seed changed since leads elsewhere.
	Start *SaveState `json:"start"`
	// Log is everything that happened since, in order: each choice, each
	// auto-pass setting, and now and then a checkpoint of the state.
	Log []SaveRecord `json:"-"`

	file *saveFileInfo // how ReadSave found the file, for a host resuming it
}

// SaveRecord is one line of a save log after the header: exactly one of
// its fields is set.
type SaveRecord struct {
	Choice   *game.Choice     `json:"c,omitempty"`
	AutoPass *AutoPassSetting `json:"auto,omitempty"`
	// Listen: the host listens at a new address from here on.
	Listen string `json:"listen,omitempty"`
	// State is a checkpoint: where the records so far lead.
	State *SaveState `json:"state,omitempty"`
}

// AutoPassSetting is a seat turning auto-pass on or off. The windows it
// passes are choices in the log (the engine logs each pass it makes), so a
// replay plays the game with auto-pass off and sets each seat's last
// setting once it is done: the resumed game asks each seat what it asked
// before.
type AutoPassSetting struct {
	Player game.Player `json:"player"`
	On     bool        `json:"on"`
}

// Choices are the choices the save records, in order.
func (s *Save) Choices() []game.Choice {
	var out []game.Choice
	for _, r := range s.Log {
		if r.Choice != nil {
			out = append(out, *r.Choice)
		}
	}
	return out
}

// SaveFormat is the version of the save file layout: 3 is the log. The
// single JSON object of formats 1 and 2 is refused: its check did not
// cover the hidden cards (docs/protocol.md).
const SaveFormat = 3

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

// Replay rebuilds the saved game: the same setup, then every record,
// without the checks of Verify.
func (s *Save) Replay(lib *game.Library) (*game.Game, error) {
	g, err := s.newGame(lib)
	if err != nil {
		return nil, err
	}
	for i, r := range s.Log {
		if err := applyRecord(g, r); err != nil {
			return nil, fmt.Errorf("record %d of %d: %w", i+1, len(s.Log), err)
		}
	}
	if s.Token == "" {
		return nil, errors.New("the save has no seat token")
	}
	s.restoreAutoPass(g)
	return g, nil
}

// restoreAutoPass gives each seat of the replayed g its last auto-pass
// setting.
func (s *Save) restoreAutoPass(g *game.Game) {
	var on [2]bool
	for _, r := range s.Log {
		if a := r.AutoPass; a != nil && isSeat(a.Player) {
			on[a.Player] = a.On
		}
	}
	for p := range on {
		g.SetAutoPass(game.Player(p), on[p])
	}
}

// newGame sets up the game the header describes.
func (s *Save) newGame(lib *game.Library) (*game.Game, error) {
	var lists [2]game.DeckList
	for p := range 2 {
		var err error
		if lists[p], err = listByID(lib, s.Decks[p]); err != nil {
			return nil, fmt.Errorf("deck of %s: %w", game.Player(p), err)
		}
	}
	return game.New(lib, game.Setup{Decks: lists, Names: s.Names, Seed: s.Seed})
}

// applyRecord plays one record of a save log on g; checkpoints are
// Verify's to compare, auto-pass settings restoreAutoPass's to make.
func applyRecord(g *game.Game, r SaveRecord) error {
	switch {
	case r.Choice != nil:
		d := g.Pending()
		if d == nil {
			return errors.New("a choice after the game was over")
		}
		if _, err := g.Choose(d.Player, *r.Choice); err != nil {
			return fmt.Errorf("the choice does not replay: %w", err)
		}
	case r.AutoPass != nil && !isSeat(r.AutoPass.Player):
		return errors.New("auto-pass for no player")
	}
	return nil
}

// BuildSave is the save a host would have written of the game head's
// header sets up, played with choices (no auto-pass settings): its start,
// a record per choice, a checkpoint every checkpointEvery records and at
// the end. For tests and tools that make saves of games played elsewhere.
func BuildSave(lib *game.Library, head Save, choices []game.Choice) (*Save, error) {
	s := head
	s.Format, s.Log, s.file = SaveFormat, nil, nil
	g, err := s.newGame(lib)
	if err != nil {
		return nil, err
	}
	st := StateOf(g)
	s.Start = &st
	since := 0
	for i, c := range choices {
		d := g.Pending()
		if d == nil {
			return nil, fmt.Errorf("choice %d of %d: the game was already over", i+1, len(choices))
		}
		if _, err := g.Choose(d.Player, c); err != nil {
			return nil, fmt.Errorf("choice %d of %d does not replay: %w", i+1, len(choices), err)
		}
		c.Picks = slices.Clone(c.Picks)
		s.Log = append(s.Log, SaveRecord{Choice: &c})
		if since++; since >= checkpointEvery || g.Result() != nil {
			st := StateOf(g)
			s.Log = append(s.Log, SaveRecord{State: &st})
			since = 0
		}
	}
	return &s, nil
}
