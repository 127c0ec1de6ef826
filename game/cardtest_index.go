package game

import (
	"bytes"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
)

// The card-test index compiled (assets/cardtests.idx, written by
// `go generate ./game` beside the compiled encodings): each card-test
// file's path and size, and the card IDs it lists under `cards:`.
// `stccg cards NAME` names the tests of the card it describes, and
// parsing all 1,700-odd tests for that was 130 ms of its 210. The index
// is used only while every file it names is there at the size it names,
// and no other (the sizes are read without reading the files: an
// embedded file's size is known), so a test added or edited since costs
// the parse again, never a wrong answer; TestCardTestIndexIsCurrent says
// to regenerate it.

// CardTestIndex maps each card ID to the card-test files (names in fsys,
// sorted) that list it under `cards:`, parsing every file.
func CardTestIndex(fsys fs.FS) (map[string][]string, error) {
	idx := cardTestIdx{}
	err := eachCardTest(fsys, func(file string, _ int, cards []string) error {
		idx.add(file, cards)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return idx.sorted(), nil
}

// CompileCardTestIndex writes the index of the card tests in fsys: a
// line per file, in CardTestIndex's order, "path<TAB>size<TAB>id,id".
func CompileCardTestIndex(fsys fs.FS) ([]byte, error) {
	var out bytes.Buffer
	err := eachCardTest(fsys, func(file string, size int, cards []string) error {
		for _, id := range cards {
			if strings.ContainsAny(id, ",\t\n") {
				return fmt.Errorf("%s: card ID %q cannot be indexed", file, id)
			}
		}
		fmt.Fprintf(&out, "%s\t%d\t%s\n", file, size, strings.Join(cards, ","))
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// eachCardTest parses every card-test file of fsys, in cardTestFiles'
// order, and calls each with its path, its size and the cards it lists.
func eachCardTest(fsys fs.FS, each func(file string, size int, cards []string) error) error {
	files, err := cardTestFiles(fsys)
	if err != nil {
		return err
	}
	for _, f := range files {
		data, err := fs.ReadFile(fsys, f)
		if err != nil {
			return err
		}
		t, err := ParseCardTest(data)
		if err != nil {
			return fmt.Errorf("%s: %w", f, err)
		}
		if err := each(f, len(data), t.Cards); err != nil {
			return err
		}
	}
	return nil
}

// cardTestIdx is an index being built: card ID -> the test files'
// names.
type cardTestIdx map[string][]string

// add records that file lists cards.
func (idx cardTestIdx) add(file string, cards []string) {
	for _, id := range cards {
		idx[id] = append(idx[id], path.Base(file))
	}
}

// sorted is the index with each card's files in order.
func (idx cardTestIdx) sorted() map[string][]string {
	for _, l := range idx {
		sort.Strings(l)
	}
	return idx
}

// CardTestIndexCompiled is CardTestIndex(fsys), read from compiled (the
// index CompileCardTestIndex wrote) when it still describes fsys's files,
// else from the files themselves.
func CardTestIndexCompiled(fsys fs.FS, compiled string) (map[string][]string, error) {
	if idx, ok := readCardTestIndex(fsys, compiled); ok {
		return idx, nil
	}
	return CardTestIndex(fsys)
}

// readCardTestIndex reads compiled, reporting false when a line cannot
// be read or the files it names are not fsys's, by path and size.
func readCardTestIndex(fsys fs.FS, compiled string) (map[string][]string, bool) {
	files, err := cardTestFiles(fsys)
	if err != nil || compiled == "" {
		return nil, false
	}
	idx := cardTestIdx{}
	n := 0
	for line := range strings.Lines(compiled) {
		f := strings.Split(strings.TrimSuffix(line, "\n"), "\t")
		if len(f) != 3 || n >= len(files) || f[0] != files[n] {
			return nil, false
		}
		size, err := strconv.Atoi(f[1])
		if err != nil {
			return nil, false
		}
		info, err := fs.Stat(fsys, f[0])
		if err != nil || info.Size() != int64(size) {
			return nil, false
		}
		n++
		if f[2] != "" {
			idx.add(f[0], strings.Split(f[2], ","))
		}
	}
	if n != len(files) {
		return nil, false
	}
	return idx.sorted(), true
}

// cardTestFiles lists the card-test files of fsys: those at the top,
// then those one folder down.
func cardTestFiles(fsys fs.FS) ([]string, error) {
	files, err := fs.Glob(fsys, "*/*.yaml")
	if err != nil {
		return nil, err
	}
	top, err := fs.Glob(fsys, "*.yaml")
	if err != nil {
		return nil, err
	}
	return append(top, files...), nil
}
