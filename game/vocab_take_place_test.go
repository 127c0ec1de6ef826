package game

import (
	"slices"
	"testing"
)

// TestTakePlaceOfSubject: this personnel takes the selected one's place
// in the selection (it undergoes what follows; the original is no longer
// selected), only when it is unstopped, not already selected and the
// trigger is a selection. Glossary: replace.
func TestTakePlaceOfSubject(t *testing.T) {
	p := reactPos{mission: "Sensitive Search", crew: []string{"Jean-Luc Picard, Worf's cha'Dich", "B'amara", "Dokar"}, deck: []string{"Taul"}}
	g := startScenario(t, p.yaml())
	src, bamara, dokar := find(t, g, "Jean-Luc Picard, Worf's cha'Dich").ID, find(t, g, "B'amara").ID, find(t, g, "Dokar").ID
	ctx := g.ctxFor(ann, src)
	ctx.subject = bamara
	ctx.trig = &Trigger{Kind: TrigSelected, Player: ann, Cards: []int{bamara, dokar}, Dilemma: true}
	s := Step{Do: DoTakePlaceOfSubject}
	v := registry[DoTakePlaceOfSubject]
	if !v.possible(g, ctx, &s) {
		t.Fatal("not possible for a selected personnel present")
	}
	v.run(g, ctx, s)
	if got := ctx.trig.Remaining(); !slices.Contains(got, src) || slices.Contains(got, bamara) || !slices.Contains(got, dokar) {
		t.Fatalf("selection %v; want Picard and Dokar, not B'amara", got)
	}
	// Already selected (in her place), he takes no one else's.
	ctx.subject = dokar
	if v.possible(g, ctx, &s) {
		t.Error("possible while he is already selected")
	}
	ctx.trig = &Trigger{Kind: TrigSelected, Player: ann, Cards: []int{bamara}, Dilemma: true}
	ctx.subject = bamara
	g.cards[src].Stopped = true
	if v.possible(g, ctx, &s) {
		t.Error("possible while he is stopped")
	}
	g.cards[src].Stopped = false
	ctx.trig.Kind = TrigStopped
	if v.possible(g, ctx, &s) {
		t.Error("possible for a trigger that is not a selection")
	}
}
