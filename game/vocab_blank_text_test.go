package game

import (
	"slices"
	"testing"
)

// TestBlankCoreCard: a card in a core that loses all of its game text is
// no source of text (its modifiers stop at once) until the end of the
// turn; whose reaches your core, an opponent's or either; a card with
// cards on it is never chosen (Sparber, 31V042; Glossary: game text,
// end of turn).
func TestBlankCoreCard(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - name: Ann
    missions:
      - card: "Earth, Home of Starfleet Command"
    core: [Always Welcome, {card: Forever Linked, on: [Davies]}]
    deck: [Karen Loews]
  - name: Ben
    missions:
      - card: "Ferenginar, Financial Hub"
        surface: [Krunk]
    core: [Oo-mox]
    deck: [Gozar]
`)
	welcome, oomox := find(t, g, "Always Welcome").ID, find(t, g, "Oo-mox").ID
	krunk := find(t, g, "Krunk").ID
	ctx := fxCtx{src: find(t, g, "Earth").ID, p: ann}
	for _, tc := range []struct {
		whose string
		want  []int
	}{
		{"", []int{welcome}},
		{WhoseOpponent, []int{oomox}},
		{WhoseAny, []int{welcome, oomox}},
	} {
		s := Step{Do: DoBlankCoreCard, Filter: &Filter{Type: EventCard}, StepFields: StepFields{Whose: tc.whose}, Until: "turn"}
		if got := g.blankable(ctx, &s); !slices.Equal(got, tc.want) {
			t.Errorf("whose %q: choosable %v, want %v", tc.whose, got, tc.want)
		}
	}
	if got := g.stats(krunk).Integrity; got != 5 {
		t.Fatalf("Krunk's Integrity %d with Oo-mox, want 5", got)
	}
	g.blankCoreCard(ctx, Step{Do: DoBlankCoreCard, Filter: &Filter{Type: EventCard}, StepFields: StepFields{Whose: WhoseOpponent}, Until: "turn"})
	choose(t, g, "Blank Oo-mox")
	if g.activeSource(oomox) {
		t.Fatal("a blanked event is still a source of text")
	}
	if got := g.stats(krunk).Integrity; got != 4 {
		t.Fatalf("Krunk's Integrity %d with Oo-mox blanked, want 4", got)
	}
	if !g.activeSource(welcome) {
		t.Fatal("the event not chosen lost its text too")
	}
	g.endTimed("turn", "attempt", "dilemma")
	if !g.activeSource(oomox) || g.stats(krunk).Integrity != 5 {
		t.Fatal("at the end of the turn the event has its text back")
	}
	for _, bad := range []Step{
		{Do: DoBlankCoreCard, Filter: &Filter{Type: EventCard}, Until: "attempt"},
		{Do: DoBlankCoreCard, Filter: &Filter{Type: EventCard}, StepFields: StepFields{Whose: "each"}, Until: "turn"},
	} {
		v, _ := bad.verbOf()
		if err := v.validate(&bad); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}
