package game

import "testing"

// TestSpendCounters: spending counters as a price is possible only for
// the active player, in the Play and Draw Cards segment, with that many
// left; paying takes them away. Rulebook: Play and Draw Cards.
func TestSpendCounters(t *testing.T) {
	cases := []struct {
		name     string
		who      Player
		segment  Segment
		left     int
		amount   int
		possible bool
	}{
		{"one of one left", ann, SegPlayDraw, 1, 1, true},
		{"two of three left", ann, SegPlayDraw, 3, 2, true},
		{"none left", ann, SegPlayDraw, 0, 1, false},
		{"two wanted, one left", ann, SegPlayDraw, 1, 2, false},
		{"not the active player", ben, SegPlayDraw, 7, 1, false},
		{"orders segment", ann, SegOrders, 7, 1, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, tosFamilyPosition)
			g.segment, g.counter = tc.segment, tc.left
			s := Step{Do: DoSpendCounters, Amount: tc.amount}
			v := registry[s.Do]
			ctx := g.ctxFor(tc.who, find(t, g, "Qo'noS").ID)
			if got := v.possible(g, ctx, &s); got != tc.possible {
				t.Fatalf("possible = %v, want %v", got, tc.possible)
			}
			if !tc.possible {
				return
			}
			v.run(g, ctx, s)
			if g.counter != tc.left-tc.amount {
				t.Errorf("counters left %d, want %d", g.counter, tc.left-tc.amount)
			}
		})
	}
}
