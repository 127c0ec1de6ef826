package decks

import (
	"strings"
	"testing"
)

// A line that names no card is tried several ways (with and without its
// count, as an embedded trekcc.org column); only the problem finally
// reported may pay for the search of close titles, a pass over the whole
// library, and only for a handful of lines per file. Measured in
// allocations, which are deterministic, rather than in time: a file of bad
// lines costs at most a dozen library scans however many lines it has,
// and each line beyond that costs what a good line costs.
func TestBadLinesCostFewLibraryScans(t *testing.T) {
	lib := testLib(t)
	scan := testing.AllocsPerRun(3, func() { _, _ = lib.Find("Qzxv Wqqy") })
	if scan < 100 {
		t.Fatalf("one failed lib.Find allocates %.0f times: too few to measure a scan by", scan)
	}
	bad := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteString("3x Qzxv Wqqy\n1 V 161 2x Qzxv Wqqy\n")
		}
		return b.String()
	}
	cost := func(text string) float64 {
		return testing.AllocsPerRun(2, func() { _, _ = Parse("bad.txt", []byte(text), lib) })
	}
	small, large := cost(bad(30)), cost(bad(300))
	if small > 12*scan {
		t.Errorf("60 bad lines cost %.0f allocations, %.1f library scans; want at most 12", small, small/scan)
	}
	perLine := (large - small) / 540
	if perLine > 50 {
		t.Errorf("each bad line past the suggestion budget costs %.0f allocations", perLine)
	}
	t.Logf("one scan %.0f allocs; 60 bad lines %.0f (%.1f scans); 600 bad lines %.0f; %.1f per extra line", scan, small, small/scan, large, perLine)
}

// BenchmarkParseBadLines: a file of lines that name no card.
func BenchmarkParseBadLines(b *testing.B) {
	lib := testLib(b)
	text := []byte(strings.Repeat("3x Qzxv Wqqy\n1 V 161 2x Qzxv Wqqy\n", 500))
	for b.Loop() {
		_, _ = Parse("bad.txt", text, lib)
	}
}
