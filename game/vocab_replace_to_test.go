package game

import (
	"strings"
	"testing"
)

// Made-up dilemmas: one places a random facing personnel on top of its
// owner's deck; one has the facing player replace the personnel the
// opponent chose (if they will) with a discard-pile personnel of the
// same affiliation, the replaced one going on top of its owner's deck.
const replaceToTestCards = `
- {id: "T-RT1", title: Test Recall, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: select, by: random, outcome: deck-top}]}
- {id: "T-RT2", title: Test Stand-In, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: select, by: opponent}, {do: may, by: you, cost: [{do: replace-from-discard, related: {same: affiliation, to: selected}, to: deck-top}]}]}
`

const replaceToPosition = `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: [Dokar]
    discard: [Kahmis]
    deck: [Emok]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Excavation
    dilemmas: [%s]
    deck: [Lopez]
`

// Ruling: Replacing a Personnel; Rulebook: Facing Dilemmas — the outcome
// deck-top places a personnel on top of its owner's deck, named in every
// reader's log (it was face up in play); a replacement with to: deck-top
// takes the replaced one's place in the attempt and sends it to the top
// of its owner's deck, not the discard pile.
func TestReplaceToDeckTop(t *testing.T) {
	lib := testLibWith(t, replaceToTestCards)
	t.Run("outcome", func(t *testing.T) {
		g := startScenarioWith(t, lib, strings.Replace(replaceToPosition, "%s", "Test Recall", 1))
		startAttempt(t, g, "Sensitive Search")
		choose(t, g, "Test Recall")
		for g.Pending() != nil && g.Pending().Kind != KindOrders {
			choose(t, g, "Pass")
		}
		dokar := find(t, g, "Dokar")
		if dokar.Zone != ZDeck || g.players[ann].Deck[0] != dokar.ID {
			t.Fatalf("Dokar should be on top of Ann's deck; zone %v, deck %v", dokar.Zone, g.players[ann].Deck)
		}
		if !hasEvent(g, "Ann: Dokar placed on top of its owner's deck.") {
			t.Errorf("log: %v", lastEvents(g, 6))
		}
	})
	t.Run("replaced", func(t *testing.T) {
		g := startScenarioWith(t, lib, strings.Replace(replaceToPosition, "%s", "Test Stand-In", 1))
		startAttempt(t, g, "Sensitive Search")
		choose(t, g, "Test Stand-In")
		choose(t, g, "Dokar") // Ben chooses (Dokar is the only one facing it)
		choose(t, g, "Replace")
		choose(t, g, "Kahmis") // Ann's only Klingon in her discard pile
		dokar, kahmis := find(t, g, "Dokar"), find(t, g, "Kahmis")
		if dokar.Zone != ZDeck || g.players[ann].Deck[0] != dokar.ID {
			t.Fatalf("Dokar should be on top of Ann's deck; zone %v; log %v", dokar.Zone, lastEvents(g, 8))
		}
		if !kahmis.Zone.InPlay() {
			t.Fatalf("Kahmis should have taken Dokar's place; zone %v", kahmis.Zone)
		}
		if !hasEvent(g, "Ann replaces Dokar with Kahmis from the discard pile; Dokar is placed on top of its owner's deck.") {
			t.Errorf("log: %v", lastEvents(g, 6))
		}
	})
	if err := validateReplacedTo(&Step{To: "deck-bottom"}); err == nil {
		t.Error("to: deck-bottom should be refused on replace-from-discard")
	}
}
