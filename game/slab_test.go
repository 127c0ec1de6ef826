package game

import (
	"slices"
	"testing"
)

// A slab hands out a distinct value each time within a game, and the
// same memory again to the next game played on it; off, each value is
// the heap's own.
func TestSlabHandsOutValues(t *testing.T) {
	var off slab[Trigger]
	a, b := off.take(Trigger{Kind: "a"}), off.take(Trigger{Kind: "b"})
	if a == b || a.Kind != "a" || b.Kind != "b" || len(off.chunks) != 0 {
		t.Fatalf("an unset slab must take from the heap: %p %p, %d chunks", a, b, len(off.chunks))
	}
	s := off.handOn()
	seen := map[*Trigger]int{}
	var first *Trigger
	for i := range 3*slabChunk + 1 {
		p := s.take(Trigger{Source: i})
		if j, ok := seen[p]; ok {
			t.Fatalf("value %d handed out again as value %d within one game", j, i)
		}
		seen[p] = i
		if i == 0 {
			first = p
		}
	}
	for p, i := range seen {
		if p.Source != i {
			t.Fatalf("value %d holds %d", i, p.Source)
		}
	}
	next := s.handOn()
	if p := next.take(Trigger{Kind: "next"}); p != first || p.Source != 0 || p.Kind != "next" {
		t.Fatalf("the next game's first value: %p holding %+v, want the memory of %p, overwritten", p, *p, first)
	}
}

// runs hand out slices that never overlap within a game, full (an append
// copies), zeroed, of any length; clone copies as slices.Clone does.
func TestRunsHandOutSlices(t *testing.T) {
	r := (&runs[int]{}).handOn()
	var all [][]int
	for _, n := range []int{3, runChunk - 2, 5, 0, runChunk + 7, 1} {
		s := r.take(n)
		if len(s) != n || cap(s) != n {
			t.Fatalf("take(%d): len %d cap %d", n, len(s), cap(s))
		}
		for i := range s {
			if s[i] != 0 {
				t.Fatalf("take(%d) is not zeroed", n)
			}
			s[i] = len(all) + 1
		}
		all = append(all, s)
	}
	for k, s := range all {
		for _, v := range s {
			if v != k+1 {
				t.Fatalf("slice %d was written over by another: %v", k, s)
			}
		}
	}
	if c := r.clone(nil); c != nil {
		t.Fatalf("clone(nil) = %v, want nil", c)
	}
	if c := r.clone([]int{}); c == nil || len(c) != 0 {
		t.Fatalf("clone of an empty list = %#v, want an empty list", c)
	}
	src := []int{4, 5, 6}
	c := r.clone(src)
	c[0] = 9
	if src[0] != 4 || c[1] != 5 || c[2] != 6 || cap(c) != 3 {
		t.Fatalf("clone shares or misses: %v from %v", c, src)
	}
	next := r.handOn()
	if s := next.take(2); &s[0] != &all[0][0] || s[0] != 0 {
		t.Fatalf("the next game's first run should reuse the first memory, zeroed: %v", s)
	}
	var off runs[int]
	if s := off.take(4); len(s) != 4 || len(off.chunks) != 0 {
		t.Fatal("unset runs must make each slice")
	}
}

// TestGrowTakesRoomFromRuns: grow keeps what the list holds and gives it
// room for n more, from the runs, leaving a list with room alone.
func TestGrowTakesRoomFromRuns(t *testing.T) {
	r := (&runs[int]{}).handOn()
	s := grow(&r, []int{7, 8}, 3)
	if len(s) != 2 || cap(s) < 5 || s[0] != 7 || s[1] != 8 {
		t.Fatalf("grow: %v len %d cap %d", s, len(s), cap(s))
	}
	before := &s[:1][0]
	if s2 := grow(&r, s, 3); &s2[:1][0] != before {
		t.Fatal("grow moved a list that had room")
	}
	next := r.take(1)
	next[0] = 99
	s = append(s, 1, 2, 3)
	if next[0] != 99 || s[4] != 3 {
		t.Fatalf("the grown list overlaps the next taken: %v, %v", s, next)
	}
	if g := grow(&r, nil, 0); g != nil {
		t.Fatalf("grow(nil, 0) = %v, want nil", g)
	}
}

// TestOptionAtFindsThePlace: a label builder finds its option's place
// among the decision's own options, and an option that is not one of
// them (a copy) is refused rather than worded as another.
func TestOptionAtFindsThePlace(t *testing.T) {
	d := &Decision{Options: []Option{{Card: 1}, {Card: 2}, {Card: 3}}}
	for i := range d.Options {
		if got := optionAt(d, &d.Options[i]); got != i {
			t.Fatalf("option %d found at %d", i, got)
		}
	}
	copied := d.Options[1]
	defer func() {
		if recover() == nil {
			t.Fatal("a copied option was given a place")
		}
	}()
	optionAt(d, &copied)
}

// TestAppendIn: appendIn appends as append does, one value or several,
// on runs on or off; two lists grown side by side in the same runs never
// write into each other; nothing appended to nil stays nil.
func TestAppendIn(t *testing.T) {
	for _, on := range []bool{false, true} {
		r := runs[int]{on: on}
		var a, b, wantA, wantB []int
		for i := range 40 {
			a, wantA = appendIn(&r, a, i), append(wantA, i)
			if i%3 == 0 {
				b, wantB = appendIn(&r, b, -i, -i-100), append(wantB, -i, -i-100)
			}
		}
		if !slices.Equal(a, wantA) || !slices.Equal(b, wantB) {
			t.Fatalf("on %v: got %v and %v, want %v and %v", on, a, b, wantA, wantB)
		}
		if appendIn(&r, nil) != nil {
			t.Fatalf("on %v: nothing appended to nil is not nil", on)
		}
	}
}
