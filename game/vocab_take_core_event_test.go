package game

import (
	"slices"
	"testing"
)

// Glossary: own, command. take-core-event offers only the events in the
// opponent's core with nothing on them; the one taken moves to the
// taker's core under the taker's command and keeps its owner.
func TestTakeCoreEvent(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Dokar]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    core: [Brutal Struggle, "BaH!"]
    deck: [Lopez]
`)
	dokar := withCard(t, g, "Dokar", ann)
	struggle, bah := withCard(t, g, "Brutal Struggle", ben), withCard(t, g, "BaH!", ben)
	bah.On = append(bah.On, dokar.ID) // something lies on BaH!
	ctx := g.ctxFor(ann, dokar.ID)
	if got := g.takableCoreEvents(ctx, nil); len(got) != 1 || got[0] != struggle.ID {
		t.Fatalf("takable %v, want Brutal Struggle alone (BaH! has a card on it)", got)
	}
	g.takeEvent(struggle.ID, ann)
	if struggle.Controller != ann || struggle.Owner != ben || !slices.Contains(g.players[ann].Core, struggle.ID) || slices.Contains(g.players[ben].Core, struggle.ID) {
		t.Errorf("after the take: controller %v owner %v, in Ann's core %v", struggle.Controller, struggle.Owner, slices.Contains(g.players[ann].Core, struggle.ID))
	}
}

// TestTakeCoreEventOwned: with what: owned, only the events in the
// opponent's core that the taker owns are offered, with cards on them or
// not, and a card lying on the event taken goes along with it.
// Glossary: own, command; cards placed on an event (T'Jon, Felicium
// Addict, 29V049).
func TestTakeCoreEventOwned(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Dokar]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    core: [{card: Felicium, owner: 1}, Tulaberry Wine, {card: Brutal Struggle, owner: 1, on: [Kahmis]}]
    deck: [Lopez]
`)
	dokar := withCard(t, g, "Dokar", ann)
	fel, wine, struggle := withCard(t, g, "Felicium", ben), withCard(t, g, "Tulaberry Wine", ben), withCard(t, g, "Brutal Struggle", ben)
	kahmis := find(t, g, "Kahmis")
	ctx := g.ctxFor(ann, dokar.ID)
	got := g.takableCoreEvents(ctx, &Step{What: takeOwned})
	if len(got) != 2 || !slices.Contains(got, fel.ID) || !slices.Contains(got, struggle.ID) || slices.Contains(got, wine.ID) {
		t.Fatalf("takable %v, want Felicium and Brutal Struggle (Ann's), not Tulaberry Wine (Ben's)", got)
	}
	if got := g.takableCoreEvents(ctx, nil); len(got) != 2 || slices.Contains(got, struggle.ID) {
		t.Fatalf("without what: owned, takable %v: Felicium and Tulaberry Wine, not the event with a card on it", got)
	}
	g.takeEvent(struggle.ID, ann)
	if struggle.Controller != ann || !slices.Contains(g.players[ann].Core, struggle.ID) {
		t.Fatalf("Brutal Struggle not taken: controller %v", struggle.Controller)
	}
	if kahmis.Zone != ZOnCard || kahmis.Where != struggle.ID || !slices.Contains(struggle.On, kahmis.ID) {
		t.Errorf("the card on it did not go along: zone %v where %d", kahmis.Zone, kahmis.Where)
	}
}
