package game

import (
	"strings"
	"testing"
)

// A made-up dilemma: its owner places a personnel from his hand aboard
// some ship at the mission attempted.
const placeAboardHereCards = `
- {id: "T-PH1", title: Test Stowaway, unique: false, type: dilemma, dilemma: dual, cost: 0, effect: [{do: place-from-hand, player: opponent, to: ship-here, filter: {type: personnel}}]}
`

// Glossary: play and place (a card placed is not played); Glossary:
// command (its placer commands it, aboard the other player's ship).
// Only the ships at the mission attempted are offered, not one at
// another mission; the card placed is commanded by its owner.
func TestPlaceFromHandAboardShipHere(t *testing.T) {
	placeAboardHereLib := sharedLibWith(t, placeAboardHereCards)
	g := startScenarioWith(t, placeAboardHereLib, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        ships:
          - card: "I.K.S. Hegh'ta"
      - card: Sensitive Search
        surface: [Kahmis, Kroval]
        ships:
          - card: "I.K.S. Lukara"
    deck: [Kahmis]
  - name: Ben
    missions: ["Earth, Home of Starfleet Command", Excavation]
    dilemmas: [Test Stowaway]
    hand: [Davies]
    deck: [Kahmis]
`)
	choose(t, g, "Attempt Sensitive Search")
	choose(t, g, "Test Stowaway")
	d := expectDecision(t, g, ben, KindSelect)
	if got := labels(d); len(got) != 1 || !strings.Contains(got[0], "I.K.S. Lukara") {
		t.Fatalf("only the ship at the mission attempted: %q", got)
	}
	choose(t, g, "Davies")
	davies := find(t, g, "Davies")
	if davies.Zone != ZAboard || g.cards[davies.Where].Card.Title != "I.K.S. Lukara" || davies.Controller != ben || davies.Owner != ben {
		t.Fatalf("Davies: zone %v aboard %q, controller %v", davies.Zone, g.cards[davies.Where].Card.Title, davies.Controller)
	}

	s := Step{Do: DoPlaceFromHand, To: placeToShipHere, Filter: &Filter{Type: Personnel}}
	if err := registry[DoPlaceFromHand].validate(&s); err != nil {
		t.Fatal(err)
	}
	if got := stepText(s); !strings.Contains(got, "place from your hand a personnel aboard a ship (any player's) at this mission") {
		t.Fatalf("text %q", got)
	}
	bad := Step{Do: DoPlaceFromHand, To: "elsewhere"}
	if registry[DoPlaceFromHand].validate(&bad) == nil {
		t.Fatal("an unknown place accepted")
	}
}
