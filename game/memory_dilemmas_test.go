package game

import (
	"slices"
	"testing"
)

// appendList appends as append does, from g.lists when they are on.
func TestAppendList(t *testing.T) {
	for _, on := range []bool{false, true} {
		g := &Game{}
		g.lists.on = on
		var got, want []int
		for i := range 40 {
			src := []int{i, i + 100}
			got, want = g.appendList(got, src), append(want, src...)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("on=%v: got %v, want %v", on, got, want)
		}
		if g.appendList(nil, nil) != nil {
			t.Fatalf("on=%v: nothing appended to nil is not nil", on)
		}
	}
}

// A work item's wait is the latest for its index; a trigger's is its own,
// wherever it lies in the list.
func TestTakeWait(t *testing.T) {
	g := &Game{}
	t1, t2 := &Trigger{}, &Trigger{}
	g.dil.waits = []dilWait{
		{op: waitIfCannot, at: 3},
		{op: waitOutcome, t: t1},
		{op: waitSelOutcome, at: 3},
		{op: waitAboutToSelect, t: t2},
	}
	if w := g.takeWait(t1, 0); w.op != waitOutcome {
		t.Fatalf("trigger's wait: %v", w.op)
	}
	if w := g.takeWait(nil, 3); w.op != waitSelOutcome {
		t.Fatalf("latest wait at 3: %v", w.op)
	}
	if w := g.takeWait(nil, 3); w.op != waitIfCannot {
		t.Fatalf("next wait at 3: %v", w.op)
	}
	if len(g.dil.waits) != 1 || g.dil.waits[0].t != t2 {
		t.Fatalf("left: %+v", g.dil.waits)
	}
}
