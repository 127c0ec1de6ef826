package tui

import (
	"fmt"
	"testing"
)

// BenchmarkView renders the board of a late-game position.
func BenchmarkView(b *testing.B) {
	for _, sz := range [][2]int{{80, 24}, {160, 48}} {
		b.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(b *testing.B) {
			m := newTestModel(b, false, sz[0], sz[1])
			advance(b, m, afterDecisions(240))
			press(m, "enter")
			if m.over || m.handoff {
				b.Fatal("not a board in play")
			}
			for b.Loop() {
				_ = m.View()
			}
		})
	}
}
