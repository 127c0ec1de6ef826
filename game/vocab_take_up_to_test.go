package game

import (
	"strings"
	"testing"
)

// Rulebook: Showing your cards. examine-top with take and limit: the
// player takes up to limit of the cards looked at (any card with take:
// {}, kept hidden from the other player), and with order: discard the rest
// are discarded.
func TestTakeUpToThenDiscard(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Dokar]
    deck: [Kahmis, Kroval, "BaH!", Bregath]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	dokar := withCard(t, g, "Dokar", ann)
	step := Step{Do: "examine-top", Count: 3, Take: &Filter{}, Limit: 2, Order: orderDiscard}
	if err := registry["examine-top"].validate(&step); err != nil {
		t.Fatal(err)
	}
	g.pending, g.work = nil, nil // the decision in hand set aside: the text runs alone
	g.runAbility(g.ctxFor(ann, dokar.ID), []Step{step})
	g.run()
	if d := g.pending; d == nil || d.Max != 2 || d.Min != 0 || len(d.Options) != 3 {
		t.Fatalf("decision %+v: want a pick of none up to 2 among the 3 cards", d)
	}
	choose(t, g, "Take Kahmis", "Take BaH!")
	for _, want := range []struct {
		name string
		zone Zone
	}{{"Kahmis", ZHand}, {"BaH!", ZHand}, {"Kroval", ZDiscard}, {"Bregath", ZDeck}} {
		if c := withCard(t, g, want.name, ann); c.Zone != want.zone {
			t.Errorf("%s: %v, want %v", want.name, c.Zone, want.zone)
		}
	}
	for _, e := range g.EventsSince(ben, 0) {
		if strings.Contains(e.Text, "Kahmis") || strings.Contains(e.Text, "BaH!") {
			t.Errorf("Ben's log names a card taken in private: %q", e.Text)
		}
	}
}
