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
