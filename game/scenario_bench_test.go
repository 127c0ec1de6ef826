package game

import (
	"fmt"
	"strings"
	"testing"
)

// BenchmarkScenarioBigHand sets up positions whose hand holds n cards:
// the time per card should not grow with n (it was quadratic: every card
// in hand was weighed against every card in the game).
//
//	go test ./game -run '^$' -bench ScenarioBigHand
func BenchmarkScenarioBigHand(b *testing.B) {
	lib := testLib(b)
	for _, n := range []int{1000, 10000} {
		text := "players:\n  - missions: [{card: Medical Relief}]\n    hand: [" +
			strings.TrimSuffix(strings.Repeat("Rixx, ", n), ", ") + "]\n  - missions: [{card: Excavation}]\n"
		s, err := ParseScenario([]byte(text))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("hand=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := NewFromScenario(lib, s); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
