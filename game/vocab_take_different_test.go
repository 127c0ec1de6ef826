package game

import (
	"slices"
	"testing"
)

const takeDifferentPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Kahmis]
    discard: [Ferocity, Ferocity, Forever Linked, The Spirit of Kahless, Dokar]
    deck: [Kroval]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Rixx]
`

// TestTakeDifferent: take-different-from-discard offers one card per
// title the filter matches, never a title already taken, stops after
// count cards or when the player takes nothing more, and is not possible
// with no matching card in the discard pile. Glossary: discard pile
// (cards there are face up; copies of one title are one choice).
func TestTakeDifferent(t *testing.T) {
	g := startScenario(t, takeDifferentPosition)
	ctx := g.ctxFor(0, find(t, g, "Kahmis").ID)
	v := registry[DoTakeDifferent]
	s := Step{Do: DoTakeDifferent, Count: 2, Filter: &Filter{Type: EventCard}}
	if !v.possible(g, ctx, &s) {
		t.Fatal("not possible with events in the discard pile")
	}
	v.run(g, ctx, s)
	d := expectDecision(t, g, 0, KindSelect)
	var labels []string
	for _, o := range d.Options {
		labels = append(labels, o.Label)
	}
	want := []string{"Take Ferocity", "Take Forever Linked", "Take The Spirit of Kahless", "Take nothing more"}
	if !slices.Equal(labels, want) {
		t.Fatalf("first offer %q, want %q", labels, want)
	}
	choose(t, g, "Take Ferocity")
	d = expectDecision(t, g, 0, KindSelect)
	for _, o := range d.Options {
		if o.Label == "Take Ferocity" {
			t.Error("a second Ferocity offered after one was taken")
		}
	}
	choose(t, g, "Take Forever Linked")
	if g.Pending() != nil && g.Pending().Player == 0 && g.Pending().Kind == KindSelect {
		t.Errorf("a third card offered: %q", g.Pending().Prompt)
	}
	hand := g.players[0].Hand
	if len(hand) != 2 {
		t.Errorf("hand %v, want the two events taken", hand)
	}
	none := Step{Do: DoTakeDifferent, Count: 2, Filter: &Filter{Type: Interrupt}}
	if v.possible(g, ctx, &none) {
		t.Error("possible with no interrupt in the discard pile")
	}
	if got := v.text(s); got != "take up to 2 events with different titles from your discard pile into hand" {
		t.Errorf("text %q", got)
	}
}
