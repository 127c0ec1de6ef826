package game

import (
	"slices"
	"testing"
)

// A made-up dilemma that sends every interrupt in the facing player's hand
// to the top of that player's deck.
const handAllToDeckTopCards = `
- {id: "T-HT1", title: Test Stowaway, unique: false, type: dilemma, dilemma: dual, cost: 0, effect: [{do: hand-all-to-deck-top, filter: {type: interrupt}}]}
`

func handAllToDeckTopLibrary(t testing.TB) *Library {
	t.Helper()
	return sharedLibWith(t, handAllToDeckTopCards)
}

// TestHandAllToDeckTop: Rulebook: Facing Dilemmas — a dilemma's text is
// carried out by the facing player; every matching card of the hand goes,
// the others stay, and the player's order is kept (first pick on top).
func TestHandAllToDeckTop(t *testing.T) {
	g := startScenarioWith(t, handAllToDeckTopLibrary(t), `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: [Kahmis, Kroval]
    hand: [Evasive Maneuvers, Sensor Sweep, Escape, Dokar]
    deck: [Kahmis]
  - name: Ben
    missions: ["Earth, Home of Starfleet Command", Excavation]
    dilemmas: [Test Stowaway]
    deck: [Kahmis]
`)
	choose(t, g, "Attempt Sensitive Search")
	choose(t, g, "Test Stowaway")
	d := expectDecision(t, g, ann, KindSelect)
	if len(d.Options) != 3 || !d.Ordered {
		t.Fatalf("want an ordered pick of the three interrupts, got %+v", d)
	}
	choose(t, g, "Escape", "Evasive Maneuvers", "Sensor Sweep")
	deck := g.players[ann].Deck
	var top []string
	for _, id := range deck[:3] {
		top = append(top, g.cards[id].Card.Title)
	}
	if want := []string{"Escape", "Evasive Maneuvers", "Sensor Sweep"}; !slices.Equal(top, want) {
		t.Fatalf("deck top %v, want %v", top, want)
	}
	if hand := g.players[ann].Hand; len(hand) != 1 || g.cards[hand[0]].Card.Title != "Dokar" {
		t.Fatalf("hand %v, want only Dokar", hand)
	}
}
