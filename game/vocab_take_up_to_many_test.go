package game

import "testing"

// A made-up event: look at the top three cards of your deck, take up to
// one of them for each different Commodity title in your core, the rest on
// the bottom in any order.
const takeUpToManyCards = `
- id: test-take-many
  title: Test Take Many
  unique: false
  type: event
  cost: 0
  effect:
    - do: examine-top
      count: 3
      take: {}
      limit_many: {count: your-core, filter: {keyword: Commodity}, different: title}
      order: bottom-any
`

func takeUpToManyGame(t *testing.T, core string) *Game {
	t.Helper()
	return startScenarioWith(t, testLibWith(t, takeUpToManyCards), `
active: 1
players:
  - missions: [{card: "Bajor, Gift of the Prophets"}]
    core: [`+core+`]
    hand: [Test Take Many]
    deck: [Dokar, Kahmis, Krunk, Borts]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
}

// Rulebook: Uniqueness — two copies of one title are one different
// card: the take limit, counted as the cards are taken, is 1, not 2.
func TestTakeUpToManyCountsTitles(t *testing.T) {
	g := takeUpToManyGame(t, "Felicium, Felicium")
	choose(t, g, "Play Test Take Many")
	d := expectDecision(t, g, 0, KindSelect)
	if d.Max != 1 || len(d.Options) != 3 {
		t.Fatalf("want up to 1 of 3 cards, got max %d of %q", d.Max, labels(d))
	}
	choose(t, g, "Take Kahmis")
	if c := find(t, g, "Kahmis"); c.Zone != ZHand {
		t.Fatalf("Kahmis in %v, want the hand", c.Zone)
	}
}

// Rulebook: Uniqueness — two titles make a limit of 2; with no Commodity in
// the core the limit is 0, nothing is offered and every card looked at
// goes on the bottom.
func TestTakeUpToManyLimits(t *testing.T) {
	g := takeUpToManyGame(t, "Felicium, Tulaberry Wine")
	choose(t, g, "Play Test Take Many")
	if d := expectDecision(t, g, 0, KindSelect); d.Max != 2 {
		t.Fatalf("two titles: want up to 2, got %d", d.Max)
	}
	g = takeUpToManyGame(t, "")
	choose(t, g, "Play Test Take Many")
	d := expectDecision(t, g, 0, KindSelect)
	if hasOption(d, "Take") || d.Min != 3 {
		t.Fatalf("nothing to take: want the order of the three, got %q (min %d)", labels(d), d.Min)
	}
	choose(t, g, "Dokar", "Kahmis", "Krunk")
	if deck := g.players[0].Deck; len(deck) != 4 || g.cardName(deck[0]) != "Borts" || g.cardName(deck[3]) != "Krunk" {
		t.Fatalf("deck after: want Borts on top and Krunk at the bottom, got %v", deck)
	}
}
