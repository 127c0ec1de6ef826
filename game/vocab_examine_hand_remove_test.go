package game

import "testing"

// TestExamineHandRemove: the performer sees the opponent's whole hand,
// is offered only the cards the filter matches, and the one chosen leaves
// that hand for the removed-from-the-game pile; with an empty hand the
// step is not possible. Glossary: examine; removed from the game.
func TestExamineHandRemove(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions: [{card: "Qo'noS, Heart of the Empire", surface: [Dokar]}]
    deck: [Kroval]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    hand: [Rixx, "BaH!", Altman]
    deck: [Davies]
`)
	dokar := find(t, g, "Dokar")
	ctx := fxCtx{p: 0, src: dokar.ID}
	s := Step{Do: DoExamineHandRemove, Filter: &Filter{Type: Personnel}}
	if !registry[DoExamineHandRemove].possible(g, ctx, &s) {
		t.Fatal("a hand of three should be examinable")
	}
	registry[DoExamineHandRemove].run(g, ctx, s)
	d := expectDecision(t, g, 0, KindSelect)
	if len(d.Options) != 2 {
		t.Fatalf("options %v, want the two personnel only", d.Options)
	}
	choose(t, g, "Remove Altman")
	if z := find(t, g, "Altman").Zone; z != ZRemoved {
		t.Errorf("Altman is in zone %v, want removed", z)
	}
	for _, n := range []string{"Rixx", "BaH!"} {
		if z := find(t, g, n).Zone; z != ZHand {
			t.Errorf("%s left the hand (zone %v)", n, z)
		}
	}
	g.players[1].Hand = nil
	if registry[DoExamineHandRemove].possible(g, ctx, &s) {
		t.Error("an empty hand should not be examinable")
	}
}
