package game

import (
	"sync"
	"testing"
)

// Test libraries (the default pool plus made-up cards) are loaded once per
// set of extra cards and shared by every test that asks for the same set:
// loading one is a good part of a test's cost, and a library never changes
// once loaded.
var sharedLibs sync.Map // extra cards -> *sharedLib

type sharedLib struct {
	once sync.Once
	lib  *Library
	err  error
}

// sharedLibWith is DefaultLibraryWith(extra), loaded once for the test run.
func sharedLibWith(t testing.TB, extra string) *Library {
	t.Helper()
	v, _ := sharedLibs.LoadOrStore(extra, new(sharedLib))
	s := v.(*sharedLib)
	s.once.Do(func() { s.lib, s.err = DefaultLibraryWith([]byte(extra)) })
	if s.err != nil {
		t.Fatal(s.err)
	}
	return s.lib
}
