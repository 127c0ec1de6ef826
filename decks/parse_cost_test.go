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
	bad := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteString("3x Elizabet Shelbi\n1 V 161 2x Elizabet Shelbi\n")
		}
		return b.String()
	}
	// Only the budgeted problems search for close titles: the rest say
	// plainly that the card is unknown.
	_, ps := Parse("bad.txt", []byte(bad(300)), lib)
	searched := 0
	for _, p := range ps {
		if strings.Contains(p.Msg, "did you mean") {
			searched++
		}
	}
	if len(ps) != 600 || searched > maxSuggestions {
		t.Fatalf("%d problems, %d of them searched for close titles; want 600 and at most %d", len(ps), searched, maxSuggestions)
	}
	cost := func(text string) float64 {
		return testing.AllocsPerRun(2, func() { _, _ = Parse("bad.txt", []byte(text), lib) })
	}
	small, large := cost(bad(30)), cost(bad(300))
	perLine := (large - small) / 540
	if perLine > 50 {
		t.Errorf("each bad line past the suggestion budget costs %.0f allocations", perLine)
	}
	t.Logf("60 bad lines %.0f allocations; 600 bad lines %.0f; %.1f per extra line", small, large, perLine)
}

// BenchmarkParseBadLines: a file of lines that name no card.
func BenchmarkParseBadLines(b *testing.B) {
	lib := testLib(b)
	text := []byte(strings.Repeat("3x Qzxv Wqqy\n1 V 161 2x Qzxv Wqqy\n", 500))
	for b.Loop() {
		_, _ = Parse("bad.txt", text, lib)
	}
}
