package game

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzScenario: a scenario file is user input; loading any text either
// fails with an error or gives a game whose first decision is legal. It
// never panics.
func FuzzScenario(f *testing.F) {
	files, _ := filepath.Glob("../testdata/scenarios/*.yaml")
	for _, file := range files {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte(attemptScenario))
	f.Add([]byte("players: [{}, {}]"))
	f.Add([]byte("active: 3\nplayers: [{missions: [{card: Medical Relief}]}, {missions: [{card: Excavation}]}]"))
	lib := testLib(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseScenario(data)
		if err != nil {
			return
		}
		g, err := NewFromScenario(lib, s)
		if err != nil {
			return
		}
		if d := g.Pending(); d != nil {
			if d.Min > d.Max || d.Max > len(d.Options) || (d.Min > 0 && len(d.Options) == 0) {
				t.Fatalf("first decision has no legal answer: %+v", d)
			}
		}
	})
}
