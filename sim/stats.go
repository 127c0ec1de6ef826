package sim

import "math"

// z95 is the standard normal quantile of a two-sided 95% interval.
const z95 = 1.959963984540054

// DiffInterval is the difference of two independent proportions, k1/n1
// minus k2/n2, with its 95% interval by Newcombe's hybrid score method
// (his method 10: each side from the two Wilson intervals). It stays
// inside [-1, 1] and behaves at 0% and 100%, where the plain normal
// approximation collapses to a point. With a side empty it reports 0 and
// the widest interval.
func DiffInterval(k1, n1, k2, n2 int) (diff float64, ci [2]float64) {
	if n1 == 0 || n2 == 0 {
		return 0, [2]float64{-1, 1}
	}
	p1, p2 := float64(k1)/float64(n1), float64(k2)/float64(n2)
	l1, u1 := Wilson(k1, n1, z95)
	l2, u2 := Wilson(k2, n2, z95)
	diff = p1 - p2
	lo := diff - math.Sqrt((p1-l1)*(p1-l1)+(u2-p2)*(u2-p2))
	hi := diff + math.Sqrt((u1-p1)*(u1-p1)+(p2-l2)*(p2-l2))
	return diff, [2]float64{max(-1, lo), min(1, hi)}
}

// PairedInterval is the mean of paired differences that are each +1 (A
// won, B did not: aOnly), -1 (bOnly) or 0, over n pairs, with its 95%
// interval from the paired differences' standard error (sample standard
// deviation over √n, normal approximation). Fewer than two pairs give
// the widest interval.
func PairedInterval(aOnly, bOnly, n int) (diff float64, ci [2]float64) {
	if n == 0 {
		return 0, [2]float64{-1, 1}
	}
	nf := float64(n)
	diff = float64(aOnly-bOnly) / nf
	if n < 2 {
		return diff, [2]float64{-1, 1}
	}
	// Σd² is the number of pairs that differ.
	v := (float64(aOnly+bOnly) - nf*diff*diff) / (nf - 1)
	half := z95 * math.Sqrt(max(0, v)/nf)
	return diff, [2]float64{max(-1, diff-half), min(1, diff+half)}
}

// excludesZero reports whether an interval lies wholly on one side of 0.
func excludesZero(ci [2]float64) bool { return ci[0] > 0 || ci[1] < 0 }
