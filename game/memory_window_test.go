package game

import (
	"slices"
	"testing"
)

// appendRun appends as append does, on runs on or off, and two lists
// grown side by side in the same runs never write into each other.
func TestAppendRun(t *testing.T) {
	for _, on := range []bool{false, true} {
		r := runs[int]{on: on}
		var a, b, wantA, wantB []int
		for i := range 40 {
			a, wantA = appendRun(&r, a, i), append(wantA, i)
			if i%3 == 0 {
				b, wantB = appendRun(&r, b, -i), append(wantB, -i)
			}
		}
		if !slices.Equal(a, wantA) || !slices.Equal(b, wantB) {
			t.Fatalf("on %v: got %v and %v, want %v and %v", on, a, b, wantA, wantB)
		}
	}
}
