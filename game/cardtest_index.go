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

// CompileCardTestIndex writes the index of the card tests in fsys: a
// line per file, in CardTestIndex's order, "path<TAB>size<TAB>id,id".
func CompileCardTestIndex(fsys fs.FS) ([]byte, error) {
	files, err := cardTestFiles(fsys)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	for _, f := range files {
		data, err := fs.ReadFile(fsys, f)
		if err != nil {
			return nil, err
		}
		t, err := ParseCardTest(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		for _, id := range t.Cards {
			if strings.ContainsAny(id, ",\t\n") {
				return nil, fmt.Errorf("%s: card ID %q cannot be indexed", f, id)
			}
		}
		fmt.Fprintf(&out, "%s\t%d\t%s\n", f, len(data), strings.Join(t.Cards, ","))
	}
	return out.Bytes(), nil
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
	idx := map[string][]string{}
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
		if f[2] == "" {
			continue
		}
		for _, id := range strings.Split(f[2], ",") {
			idx[id] = append(idx[id], path.Base(f[0]))
		}
	}
	if n != len(files) {
		return nil, false
	}
	for _, l := range idx {
		sort.Strings(l)
	}
	return idx, true
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
