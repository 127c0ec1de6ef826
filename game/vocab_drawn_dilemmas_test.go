package game

import (
	"slices"
	"testing"
)

// TestDrawnDilemmaVerbs: while Ben chooses among the dilemmas he drew
// against Ann's planet attempt, he may remove one that the filter matches
// (a dual dilemma matching "planet or dual") and draw more: the new ones
// join those drawn and the cost he may spend stays the attempt's count.
// Ann may do neither. Rulebook: Glossary, attempting missions, steps
// 2.c–2.d; Facing Dilemmas (the total cost).
func TestDrawnDilemmaVerbs(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Romulus, Seat of Power"
      - card: Sensitive Search
        surface: [Noram, Taul]
    deck: [Taul]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command", surface: [Mills]}]
    dilemmas: [Wavefront, Pinned Down, Triage, Console Overload, Debris Field]
    deck: [Evans]
`)
	ann := g.ctxFor(0, find(t, g, "Noram").ID)
	ben := g.ctxFor(1, find(t, g, "Mills").ID)
	remove := Step{Do: DoRemoveDrawnDilemma, Filter: &Filter{Any: []Filter{{Dilemma: PlanetDilemma}, {Dilemma: DualDilemma}}}}
	more := Step{Do: DoDrawMoreDilemmas, Amount: 2}
	if registry[DoDrawMoreDilemmas].possible(g, ben, &more) {
		t.Error("draw-more-dilemmas possible with no attempt")
	}
	choose(t, g, "Attempt Sensitive Search")
	expectDecision(t, g, 1, KindChooseDilemmas)
	a := g.attempt
	limit := a.limit
	if registry[DoRemoveDrawnDilemma].possible(g, ann, &remove) || registry[DoDrawMoreDilemmas].possible(g, ann, &more) {
		t.Error("the attempting player may remove or draw the opponent's dilemmas")
	}
	if got := g.drawnMatching(1, remove.Filter); len(got) != 1 || g.cards[got[0]].Card.Title != "Pinned Down" {
		t.Fatalf("planet-or-dual among Wavefront and Pinned Down: %v", got)
	}
	registry[DoRemoveDrawnDilemma].run(g, ben, remove)
	choose(t, g, "Remove Pinned Down")
	if c := find(t, g, "Pinned Down"); c.Zone != ZRemoved {
		t.Errorf("Pinned Down in zone %v, want removed", c.Zone)
	}
	registry[DoDrawMoreDilemmas].run(g, ben, more)
	var drawn []string
	for _, id := range a.drawn {
		drawn = append(drawn, g.cards[id].Card.Title)
	}
	if !slices.Equal(drawn, []string{"Wavefront", "Triage", "Console Overload"}) {
		t.Errorf("drawn now %v", drawn)
	}
	if a.limit != limit {
		t.Errorf("the cost limit moved from %d to %d", limit, a.limit)
	}
	if got := g.drawnMatching(1, remove.Filter); len(got) != 1 || g.cards[got[0]].Card.Title != "Triage" {
		t.Errorf("planet-or-dual among those drawn now: %v, want Triage alone", got)
	}
}
