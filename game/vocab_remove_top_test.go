package game

import "testing"

// Glossary: remove from the game. remove-top takes the top cards of the
// performer's deck out of the game, with player: opponent the opponent's;
// a deck with fewer cards loses what it has and the step ends.
func TestRemoveTop(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Dokar]
    deck: [Kahmis, Kroval]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	dokar := withCard(t, g, "Dokar", ann)
	kahmis, kroval, lopez := withCard(t, g, "Kahmis", ann), withCard(t, g, "Kroval", ann), withCard(t, g, "Lopez", ben)
	g.pending, g.work = nil, nil // the decision in hand set aside: the text runs alone
	g.runAbility(g.ctxFor(ann, dokar.ID), []Step{{Do: DoRemoveTop}})
	g.run()
	if kahmis.Zone != ZRemoved || kroval.Zone != ZDeck {
		t.Fatalf("Ann's top card: Kahmis %v, Kroval %v; want removed, deck", kahmis.Zone, kroval.Zone)
	}
	g.runAbility(g.ctxFor(ann, dokar.ID), []Step{{Do: DoRemoveTop, Count: 2, StepFields: StepFields{Player: ByOpponent}}})
	g.run()
	if lopez.Zone != ZRemoved || kroval.Zone != ZDeck {
		t.Errorf("Ben's deck: Lopez %v (want removed); Ann's Kroval %v (want deck)", lopez.Zone, kroval.Zone)
	}
	if n := len(g.players[ben].Deck); n != 0 {
		t.Errorf("Ben's deck holds %d cards, want 0", n)
	}
}
