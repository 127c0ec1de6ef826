package game

import (
	"slices"
	"testing"
)

// What follows a trigger's window runs once, after the window, for each
// time the trigger is fired: a trigger fired again while its first
// continuation waits keeps both, in order (fire keeps the first as a work
// item, the second as a step of its own).
func TestTriggerContinuationsRunOnceEach(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions: [{card: "Earth, Cradle of the Federation"}]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
`)
	g.passAlone = [2]bool{true, true} // windows nobody answers pass without asking, as in a match
	kind := TrigAboutToPlay
	if !g.windowOpens(busKind(kind)) {
		t.Fatalf("no %s window opens: the test shows nothing", kind)
	}
	pending, ran := g.pending, []string{}
	g.pending = nil
	tr := &Trigger{Kind: kind, Player: 0}
	g.fire(tr, func(got *Trigger) {
		if got != tr {
			t.Error("the first continuation got another trigger")
		}
		ran = append(ran, "first")
	})
	g.fire(tr, func(*Trigger) { ran = append(ran, "second") })
	g.run()
	// The windows run last-fired first, each followed by its continuation.
	if want := []string{"second", "first"}; !slices.Equal(ran, want) {
		t.Fatalf("continuations ran %v, want %v", ran, want)
	}
	if tr.then != nil {
		t.Error("the trigger still holds a continuation after it ran")
	}
	g.pending = pending
}
