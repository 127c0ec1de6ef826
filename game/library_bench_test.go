package game

import "testing"

// BenchmarkLoadLibrary measures what every command pays to load the
// embedded library: the pool opened in place and the compiled index read,
// no card decoded (library_lazy.go).
func BenchmarkLoadLibrary(b *testing.B) {
	for b.Loop() {
		if _, err := DefaultLibrary(); err != nil {
			b.Fatal(err)
		}
	}
}
