package game

import (
	"fmt"
	"io/fs"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/stccg/stccg/assets"
)

// countingFS counts the files read from fsys (their bytes, not their
// sizes: WalkDir and Stat are not reads).
type countingFS struct {
	fs.FS
	mu   sync.Mutex
	read map[string]int
}

func (c *countingFS) Open(name string) (fs.File, error) {
	f, err := c.FS.Open(name)
	if err == nil && strings.HasSuffix(name, ".yaml") {
		c.mu.Lock()
		c.read[name]++
		c.mu.Unlock()
	}
	return f, err
}

func (c *countingFS) ReadDir(name string) ([]fs.DirEntry, error) { return fs.ReadDir(c.FS, name) }

// With a current compiled index, loading the default library reads no
// encoding file: the index says which cards are encoded and which are
// pending. Reading a card cuts its one file, once; the statuses are those
// the files give when scanned.
func TestCompiledIndexReadsNoYAMLAtStart(t *testing.T) {
	cfs := &countingFS{FS: assets.Cards, read: map[string]int{}}
	lib, err := loadPoolCards(assets.Pool, cfs, parseCompiled(assets.Encodings))
	if err != nil {
		t.Fatal(err)
	}
	lib.finish()
	if len(cfs.read) != 0 {
		t.Fatalf("start-up read %d encoding files: %v", len(cfs.read), cfs.read)
	}
	scanned, err := loadPoolCards(assets.Pool, assets.Cards, nil) // no index: every file is cut
	if err != nil {
		t.Fatal(err)
	}
	scanned.finish()
	encoded := 0
	for _, c := range scanned.AllFacts() {
		x := lib.idCard(c.ID)
		if x.Status != c.Status || x.Encoded != c.Encoded {
			t.Errorf("%s: status %q encoded %v from the index, %q %v from the files", c.ID, x.Status, x.Encoded, c.Status, c.Encoded)
		}
		if c.Encoded {
			encoded++
		}
	}
	if encoded < 500 {
		t.Fatalf("only %d encoded cards: the comparison shows little", encoded)
	}
	card := lib.ByID("1R236") // Elim Garak (any encoded card)
	if card == nil || card.text == nil {
		t.Fatal("no encoded card 1R236")
	}
	if len(cfs.read) != 1 || cfs.read[card.text.file] != 1 {
		t.Fatalf("reading one card read %v, want its file %s once", cfs.read, card.text.file)
	}
	if len(card.Abilities)+len(card.Modifiers) == 0 {
		t.Fatalf("%s read without its text", card.Name())
	}
}

// An index that does not fit the files is not trusted. When a file's size
// differs from the index's, the files are cut at start-up as before. When
// an edit keeps the size, the card is still read from its YAML (its item's
// hash differs from the compiled line's), never from the stale line.
func TestCompiledIndexStaleFiles(t *testing.T) {
	const file = "t.yaml"
	yamlSrc := "- {id: \"1C057\", card: Triage, effect: [{do: select, by: you, skills: [Biology, Medical], outcome: stop}]}\n"
	staleJSON := `{"ID":"1C057","Card":"Triage","Effect":[{"do":"select","by":"random","outcome":"kill"}]}`
	index := func(size int, hash uint64) string {
		return fmt.Sprintf("%s\t%s\t%d\n1C057\t%016x\t%s\t0\t-\t%s\n", compiledFilesHeader, file, size, hash, file, staleJSON)
	}
	for _, tc := range []struct {
		name      string
		index     string
		wantByYou bool // read from the YAML, not the line
		wantRead  bool // the file was read at start-up
	}{
		{"current", index(len(yamlSrc), textHash(yamlSrc)), false, false},
		{"size differs", index(len(yamlSrc)+1, textHash(yamlSrc)), false, true},
		{"same size, item edited", index(len(yamlSrc), 1), true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfs := &countingFS{FS: fstest.MapFS{file: {Data: []byte(yamlSrc)}}, read: map[string]int{}}
			lib, err := loadPoolCards(assets.Pool, cfs, parseCompiled(tc.index))
			if err != nil {
				t.Fatal(err)
			}
			lib.finish()
			if got := cfs.read[file] > 0; got != tc.wantRead {
				t.Errorf("file read at start-up: %v, want %v", got, tc.wantRead)
			}
			c := lib.ByID("1C057")
			if c.Status != Enforced || len(c.Effect) != 1 {
				t.Fatalf("Triage: status %q, effect %+v", c.Status, c.Effect)
			}
			// The line says "random", the YAML "you": a current line is
			// read (the same card either way in real files).
			if byYou := c.Effect[0].By == "you"; byYou != tc.wantByYou {
				t.Errorf("read from the YAML: %v, want %v", byYou, tc.wantByYou)
			}
		})
	}
}

// A card the index names that its file no longer holds is not read from
// the stale line: it keeps its facts, with a note saying why.
func TestCompiledIndexMissingItem(t *testing.T) {
	const file = "t.yaml"
	other := "- {id: \"1C058\", card: Other}\n" // not Triage
	idx := fmt.Sprintf("%s\t%s\t%d\n1C057\t%016x\t%s\t0\t-\t%s\n", compiledFilesHeader, file, len(other), 1, file,
		`{"ID":"1C057","Card":"Triage","Effect":[{"do":"select","by":"random","outcome":"kill"}]}`)
	lib, err := loadPoolCards(assets.Pool, fstest.MapFS{file: {Data: []byte(other)}}, parseCompiled(idx))
	if err != nil {
		t.Fatal(err)
	}
	lib.finish()
	c := lib.ByID("1C057")
	if c.Status != NotEnforced || len(c.Effect) != 0 || !strings.Contains(c.Pending, "no encoding for 1C057") {
		t.Fatalf("status %q, effect %+v, pending %q", c.Status, c.Effect, c.Pending)
	}
}
