package game

import (
	"io/fs"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stccg/stccg/assets"
)

// The compiled index of the card tests is the one `go generate ./game`
// writes now, and reads as the tests themselves parse.
func TestCardTestIndexIsCurrent(t *testing.T) {
	want, err := CompileCardTestIndex(assets.CardTests)
	if err != nil {
		t.Fatal(err)
	}
	if string(want) != assets.CardTestIndex {
		t.Fatal("assets/cardtests.idx is stale: run `go generate ./game`")
	}
	parsed, err := CardTestIndex(assets.CardTests)
	if err != nil {
		t.Fatal(err)
	}
	idx, ok := readCardTestIndex(assets.CardTests, assets.CardTestIndex)
	if !ok {
		t.Fatal("the current index was not read")
	}
	if !reflect.DeepEqual(idx, parsed) {
		t.Fatal("the compiled index names other tests than the tests parsed")
	}
}

// An index that no longer describes the tests (one added, one removed,
// one edited to another size, or a line it cannot read) is not used: the
// tests are parsed instead.
func TestCardTestIndexStaleIsParsed(t *testing.T) {
	names, err := fs.Glob(assets.CardTests, "cardtests/*.yaml")
	if err != nil || len(names) < 3 {
		t.Fatalf("card tests: %v, %d", err, len(names))
	}
	fsys := fstest.MapFS{}
	for _, n := range names[:2] {
		data, err := fs.ReadFile(assets.CardTests, n)
		if err != nil {
			t.Fatal(err)
		}
		fsys[n] = &fstest.MapFile{Data: data}
	}
	compiled, err := CompileCardTestIndex(fsys)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := readCardTestIndex(fsys, string(compiled)); !ok {
		t.Fatal("an index of these very files was not read")
	}
	third, err := fs.ReadFile(assets.CardTests, names[2])
	if err != nil {
		t.Fatal(err)
	}
	edited := append([]byte("# edited\n"), fsys[names[0]].Data...)
	cases := map[string]func(m fstest.MapFS) string{
		"a test added":   func(m fstest.MapFS) string { m[names[2]] = &fstest.MapFile{Data: third}; return string(compiled) },
		"a test removed": func(m fstest.MapFS) string { delete(m, names[1]); return string(compiled) },
		"a test edited":  func(m fstest.MapFS) string { m[names[0]] = &fstest.MapFile{Data: edited}; return string(compiled) },
		"a line garbled": func(m fstest.MapFS) string { return strings.Replace(string(compiled), "\t", " ", 1) },
		"no index":       func(m fstest.MapFS) string { return "" },
	}
	for name, change := range cases {
		m := fstest.MapFS{}
		for k, v := range fsys {
			m[k] = v
		}
		stale := change(m)
		if _, ok := readCardTestIndex(m, stale); ok {
			t.Errorf("%s: the stale index was read", name)
		}
		got, err := CardTestIndexCompiled(m, stale)
		if err != nil {
			t.Fatal(err)
		}
		want, err := CardTestIndex(m)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: %v, want the tests parsed: %v", name, got, want)
		}
	}
}
