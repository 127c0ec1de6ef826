package game

import (
	"strings"
	"testing"
)

// Made-up cards: a ship costing 1 less for each Honor personnel at the
// mission where it is played, and an Honor personnel; a personnel whose
// order returns one of its player's bare events to hand, and an event.
const playMissionCountCards = `
- {id: "T-PM1", title: Test Honor Barge, unique: false, type: ship, cost: 5, affiliation: klingon, staffing: [staff], range: 6, weapons: 5, shields: 5,
   abilities: [{when: play-cost, on: self, effect: [{do: cost-mod, amount: -1, many: {is: at-play-mission, filter: {type: personnel, skills: [Honor]}}}]}]}
- {id: "T-PM2", title: Test Honor Guard, unique: false, type: personnel, cost: 1, affiliation: klingon, icons: [staff], species: [Klingon], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5}
- {id: "T-PM3", title: Test Recaller, unique: false, type: personnel, cost: 1, affiliation: klingon, icons: [staff], species: [Klingon], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: order, effect: [{do: return-commanded, filter: {type: event, no_cards_on: true}}]}]}
- {id: "T-PM4", title: Test Banner, unique: false, type: event, cost: 1, core: true}
`

// Ruling: At This Mission (anywhere there, an opponent's ship too);
// Rulebook: Paying costs. Two Honor personnel of Ann's at her
// headquarters and one of Ben's aboard his ship there count (5 - 3); the
// one at her other mission does not. The count is read for the place it
// is played.
func TestCostPerCardAtPlayMission(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, playMissionCountCards), `
active: 1
segment: play
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Test Honor Guard, Test Honor Guard]
        ships:
          - {card: Test Honor Barge, controller: 2, aboard: [Test Honor Guard]}
      - card: Sensitive Search
        surface: [Test Honor Guard]
    hand: [Test Honor Barge]
    deck: [Dokar, Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`)
	if !hasOption(g.Pending(), "Play Test Honor Barge (cost 2)") {
		t.Fatalf("options %q, want the barge at cost 2", optionLabels(g.Pending()))
	}
	choose(t, g, "Play Test Honor Barge")
	if g.counter != 5 {
		t.Fatalf("%d counters left, want 5 (7 - 2)", g.counter)
	}
}

// Rulebook: Command and owner; Glossary: return. A return-commanded step
// whose filter names events returns one of its player's events in play
// with no cards on it to its owner's hand; one with a card on it stays.
func TestReturnCommandedEvent(t *testing.T) {
	pos := `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Test Recaller]
    core: [{card: Test Banner, on: [Dokar]}, Test Banner]
    deck: [Dokar, Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`
	g := startScenarioWith(t, testLibWith(t, playMissionCountCards), pos)
	choose(t, g, "Use Test Recaller")
	var inHand, inCore int
	for _, c := range g.cards[1:] {
		if c.Card.Title != "Test Banner" {
			continue
		}
		switch {
		case c.Zone == ZHand && c.Owner == 0:
			inHand++
		case c.Zone == ZCore && len(c.On) == 1:
			inCore++
		}
	}
	if inHand != 1 || inCore != 1 {
		t.Fatalf("banners in hand %d, in core with a card on it %d; want 1 and 1", inHand, inCore)
	}
	// With only the covered banner, the order has nothing to return.
	g = startScenarioWith(t, testLibWith(t, playMissionCountCards), strings.Replace(pos, ", Test Banner]", "]", 1))
	if hasOption(g.Pending(), "Use Test Recaller") {
		t.Fatal("the order is offered with no bare event to return")
	}
}
