package game

import (
	"slices"
	"testing"
)

// TestDestroyEquipped: a personnel is equipped with its player's
// equipment present while it is unstopped; an opponent's equipment
// present, or any equipment of a stopped personnel, is not offered.
// Glossary: equipped with.
func TestDestroyEquipped(t *testing.T) {
	g := startScenario(t, relocatePosition /* vocab_relocate_subject_test.go */)
	callaghan, dallas := find(t, g, "Callaghan"), find(t, g, "Dallas")
	var got []string
	for _, id := range g.equippedWith(callaghan.ID, nil) {
		got = append(got, g.cards[id].Card.Title)
	}
	if !slices.Equal(got, []string{"Medical Kit"}) {
		t.Fatalf("Callaghan is equipped with %q, want only Medical Kit", got)
	}
	if n := len(g.equippedWith(dallas.ID, nil)); n != 0 {
		t.Errorf("stopped Dallas is equipped with %d equipment", n)
	}
	ctx := g.ctxFor(0, callaghan.ID)
	ctx.paying = true // as the cost it usually is: no about-to-destroy window (vocab_about_to_destroy.go)
	s := Step{Do: DoDestroyEquipped}
	registry[DoDestroyEquipped].run(g, ctx, s)
	if kit := find(t, g, "Medical Kit"); kit.Zone != ZDiscard {
		t.Errorf("Medical Kit is in zone %v, want the discard pile", kit.Zone)
	}
	if registry[DoDestroyEquipped].possible(g, ctx, &s) {
		t.Errorf("still possible with nothing left to destroy")
	}
}
