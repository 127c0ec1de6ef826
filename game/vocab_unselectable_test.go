package game

import (
	"slices"
	"testing"
)

// TestNamedUnselectable: a title named by name-unselectable keeps every
// personnel of that title the filter matches out of a dilemma's random
// selections (Kalenna, Sentry: while not [NA]); other titles stay
// eligible, a personnel the filter no longer matches is eligible again,
// and the effect ends with the attempt. Glossary: random selection;
// naming cards.
func TestNamedUnselectable(t *testing.T) {
	g := startScenario(t, discardedPosition)
	kahmis, dokar := find(t, g, "Kahmis"), find(t, g, "Dokar")
	notNA := &Filter{NotAff: "non-aligned"}
	g.turnFx = append(g.turnFx, timedEffect{source: kahmis.ID, unselectable: kahmis.Card.Title, filter: notNA, until: "attempt"})
	both := []int{kahmis.ID, dokar.ID}
	if got := g.randomlySelectable(both); !slices.Equal(got, []int{dokar.ID}) {
		t.Fatalf("randomly selectable %v, want only Dokar %d", got, dokar.ID)
	}
	c := *kahmis.Card
	c.Affiliation = "non-aligned"
	klingon := kahmis.Card
	kahmis.Card = &c
	if got := g.randomlySelectable(both); len(got) != 2 {
		t.Errorf("a named personnel the filter does not match (now [NA]) is still left out: %v", got)
	}
	kahmis.Card = klingon
	g.endTimed("attempt", "dilemma")
	if got := g.randomlySelectable(both); len(got) != 2 {
		t.Errorf("the names outlast the attempt: %v", got)
	}
}

// TestNameUnselectableOffersOwnUnique: the names offered are the titles
// of the performer's unique personnel in play that the filter matches,
// each once; non-unique personnel and the opponent's are not offered.
func TestNameUnselectableOffersOwnUnique(t *testing.T) {
	g := startScenario(t, discardedPosition)
	kahmis := find(t, g, "Kahmis")
	mila := find(t, g, "Mila, Trusted Confidante")
	g.place(mila.ID, ZSurface, find(t, g, "Excavation").ID)
	s := &Step{Do: DoNameUnselectable, Count: 2, Until: "attempt", Filter: &Filter{NotAff: "non-aligned"}}
	names := g.unselectableNames(g.ctxFor(0, kahmis.ID), s)
	if !slices.Equal(names, []string{mila.Card.Title}) {
		t.Fatalf("names offered %q, want only %q (Kahmis and Dokar are not unique)", names, mila.Card.Title)
	}
	if got := g.unselectableNames(g.ctxFor(1, kahmis.ID), s); len(got) != 0 {
		t.Errorf("the opponent is offered Ann's personnel: %q", got)
	}
}
