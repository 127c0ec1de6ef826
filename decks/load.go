package decks

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/stccg/stccg/assets"
	"github.com/stccg/stccg/game"
	"github.com/stccg/stccg/internal/userfile"
)

// Samples lists the names of the embedded sample decks (assets/decks),
// sorted: "borg", "federation", "klingon".
func Samples() []string {
	entries, err := fs.ReadDir(assets.Decks, "decks")
	if err != nil {
		return nil
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() && path.Ext(e.Name()) == ".txt" {
			names = append(names, strings.TrimSuffix(e.Name(), ".txt"))
		}
	}
	sort.Strings(names)
	return names
}

// sample returns the embedded sample deck called name (case-insensitive,
// ".txt" optional), or else the one whose name begins with name and a dash
// and adds the fewest words, when only one does: "klingon" is the klingon
// sample itself, "romulan" is romulan-excelsior (one word more, where
// romulan-assassins-excelsior adds two), "romulan-assassins" the Act 2 deck.
// Between decks adding as few words, an Excelsior starter wins (the decks
// new players learn with), so "romulan" stays romulan-excelsior beside the
// romulan-tapestry V-starter. When no sample begins with name and a dash,
// any one sample whose name begins with name will do ("tng-m").
func sample(name string) (file string, data []byte, ok bool) {
	want := strings.TrimSuffix(strings.ToLower(name), ".txt")
	var best []string
	fewest := 0
	for _, s := range Samples() {
		low := strings.ToLower(s)
		if low == want {
			return readSample(s)
		}
		if !strings.HasPrefix(low, want+"-") {
			continue
		}
		switch words := strings.Count(low[len(want):], "-"); {
		case len(best) == 0 || words < fewest:
			best, fewest = []string{s}, words
		case words == fewest:
			best = append(best, s)
		}
	}
	if len(best) > 1 {
		var excelsior []string
		for _, s := range best {
			if strings.HasSuffix(s, "-excelsior") {
				excelsior = append(excelsior, s)
			}
		}
		best = excelsior
	}
	if len(best) == 1 {
		return readSample(best[0])
	}
	if len(best) == 0 {
		// Failing whole words, any unique beginning: "tng-m" is
		// tng-matter-of-time.
		for _, s := range Samples() {
			if strings.HasPrefix(strings.ToLower(s), want) {
				best = append(best, s)
			}
		}
		if len(best) == 1 {
			return readSample(best[0])
		}
	}
	return "", nil, false
}

func readSample(s string) (file string, data []byte, ok bool) {
	data, err := fs.ReadFile(assets.Decks, "decks/"+s+".txt")
	return s + ".txt", data, err == nil
}

// MaxFileSize bounds a deck file: a real one is a few kilobytes, and a
// bigger one (or /dev/zero) is refused before it can fill memory.
const MaxFileSize = 1 << 20

// Read returns the text of a deck: the file at nameOrPath if there is one,
// else the embedded sample of that name. file is what to report problems
// against.
func Read(nameOrPath string) (file string, data []byte, err error) {
	data, err = userfile.Read(nameOrPath, MaxFileSize)
	if err == nil {
		return nameOrPath, data, nil
	}
	if f, d, ok := sample(nameOrPath); ok {
		return f, d, nil
	}
	if errors.Is(err, fs.ErrNotExist) {
		return nameOrPath, nil, fmt.Errorf("%s: no such deck file, and no sample deck of that name (samples: %s)",
			nameOrPath, strings.Join(Samples(), ", "))
	}
	return nameOrPath, nil, err
}

// Load reads, parses and validates a deck file or embedded sample. When
// anything is wrong the error is a Problems listing every parse and
// validation problem (and the notes, in their places), and the deck (as
// far as it could be read) is returned with it; a file that cannot be
// read gives a nil deck. Notes alone are no error: they are in d.Notes,
// for the caller to show.
func Load(lib *game.Library, nameOrPath string) (*Deck, error) {
	return load(lib, nameOrPath, false)
}

// LoadSettingAside is Load for checking a deck some of whose cards the
// pool does not know (newer than it, say): each line naming an unknown
// card becomes a note, "set aside, not checked", and the rest of the deck
// is checked with ValidateSettingAside. Games never use it: a deck to play
// must be whole.
func LoadSettingAside(lib *game.Library, nameOrPath string) (*Deck, error) {
	return load(lib, nameOrPath, true)
}

func load(lib *game.Library, nameOrPath string, setAside bool) (*Deck, error) {
	file, data, err := Read(nameOrPath)
	if err != nil {
		return nil, err
	}
	d, ps := Parse(file, data, lib)
	if setAside {
		for i := range ps {
			if ps[i].Unknown {
				ps[i].Note, ps[i].Msg = true, "set aside, not checked: "+ps[i].Msg
			}
		}
		d.Notes = Problems(ps).Notes()
		ps = append(ps, d.ValidateSettingAside()...)
	} else {
		ps = append(ps, d.Validate()...)
	}
	if len(Problems(ps).Errors()) > 0 {
		return d, Problems(ps)
	}
	return d, nil
}
