package sim

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-4 }

// The difference of two proportions and its interval, against values
// worked by hand: Newcombe (1998), Statistics in Medicine 17, table II
// (56/70 against 48/80: 0.0524 to 0.3339), and by hand from the Wilson
// intervals of each side.
func TestDiffInterval(t *testing.T) {
	for _, c := range []struct {
		k1, n1, k2, n2 int
		diff, lo, hi   float64
	}{
		{56, 70, 48, 80, 0.2, 0.0524, 0.3339},
		{9, 10, 3, 10, 0.6, 0.1705, 0.8090},
		{0, 10, 0, 20, 0, -0.1611, 0.2775},
		{30, 100, 60, 100, -0.3, -0.4216, -0.1629},
		{5, 0, 3, 10, 0, -1, 1}, // one side empty: nothing known
	} {
		d, ci := DiffInterval(c.k1, c.n1, c.k2, c.n2)
		if !near(d, c.diff) || !near(ci[0], c.lo) || !near(ci[1], c.hi) {
			t.Errorf("DiffInterval(%d/%d, %d/%d) = %.4f [%.4f, %.4f], want %.4f [%.4f, %.4f]",
				c.k1, c.n1, c.k2, c.n2, d, ci[0], ci[1], c.diff, c.lo, c.hi)
		}
	}
}

// The paired difference: 100 pairs, A alone won 30, B alone 18: mean
// 0.12, sample variance (48 - 100·0.0144)/99 = 0.47030, standard error
// 0.06858, so 0.12 ± 1.96·0.06858.
func TestPairedInterval(t *testing.T) {
	for _, c := range []struct {
		a, b, n      int
		diff, lo, hi float64
	}{
		{30, 18, 100, 0.12, -0.0144, 0.2544},
		{5, 5, 20, 0, -0.3179, 0.3179},
		{10, 0, 10, 1, 1, 1}, // every pair went to A: no spread
		{0, 0, 1, 0, -1, 1},  // one pair tells nothing of the spread
	} {
		d, ci := PairedInterval(c.a, c.b, c.n)
		if !near(d, c.diff) || !near(ci[0], c.lo) || !near(ci[1], c.hi) {
			t.Errorf("PairedInterval(%d, %d, %d) = %.4f [%.4f, %.4f], want %.4f [%.4f, %.4f]",
				c.a, c.b, c.n, d, ci[0], ci[1], c.diff, c.lo, c.hi)
		}
	}
}

// The score chart carries each game's final score past its end: two
// games, one over after turn 2 with 40 points, one after turn 3 with 10,
// 20, 30 points; at turn 3 the mean is (40 + 30) / 2, and half the games
// are still running.
func TestScoreCarriedForward(t *testing.T) {
	tl := newTally()
	tl.scoreSums = [][2]int{{5 + 10, 0}, {40 + 20, 0}, {30, 0}}
	tl.turnGames = []int{2, 2, 1}
	tl.endSums = [][2]int{{0, 0}, {40, 0}, {30, 0}}
	tl.endGames = []int{0, 1, 1}
	scores, running := tl.carried(0, 2)
	want, wantRun := []float64{7.5, 30, 35}, []float64{1, 1, 0.5}
	for i := range want {
		if !near(scores[i], want[i]) || !near(running[i], wantRun[i]) {
			t.Fatalf("carried %v running %v, want %v %v", scores, running, want, wantRun)
		}
	}
}
