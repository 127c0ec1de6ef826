package game

import "testing"

// A made-up personnel: Order — examine a random card of the opponent's
// hand; if it is an event, draw a card.
const examineRandomCard = `
- {id: "T-E1", title: Test Prober, unique: false, type: personnel, cost: 1, affiliation: dominion, species: [Vorta], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: order, effect: [{do: examine-random-hand, filter: {type: event}, then: [{do: draw}]}]}]}
`

// Glossary: examine — over several seeds, the card examined is one of the
// opponent's hand, named to the examiner alone, left in hand; the draw
// follows exactly when it matches the filter.
func TestExamineRandomHand(t *testing.T) {
	for seed := range 6 {
		g := startScenarioWith(t, testLibWith(t, examineRandomCard), `
seed: `+string(rune('0'+seed))+`
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: [Test Prober]
    deck: [Crom]
  - name: Ben
    missions: [{card: "Founders' Homeworld, Home of the Great Link"}]
    hand: [Mobilization Points, Lam, Draz]
    deck: [Crom]
`)
		choose(t, g, "Use Test Prober")
		var seen []Event
		for _, e := range g.events {
			if e.Kind == "examine" {
				seen = append(seen, e)
			}
		}
		if len(seen) != 1 || len(seen[0].Cards) != 1 || !seen[0].Private {
			t.Fatalf("seed %d: want one private examine event, got %+v", seed, seen)
		}
		id := seen[0].Cards[0]
		if c := g.cards[id]; c.Zone != ZHand || c.Owner != ben {
			t.Fatalf("seed %d: the examined card left Ben's hand", seed)
		}
		event := g.cards[id].Card.Type == EventCard
		if drew := find(t, g, "Crom").Zone == ZHand; drew != event {
			t.Fatalf("seed %d: examined %s, drew %v", seed, g.cards[id].Card.Name(), drew)
		}
	}
}
