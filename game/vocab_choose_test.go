package game

import (
	"strings"
	"testing"
)

// A test-only event: choose one: draw a card; or score 5 points; or
// discard a card from hand.
const chooseCard = `
- id: test-choose
  title: Test Choice
  unique: false
  type: event
  cost: 1
  core: true
  abilities:
    - when: order
      cost: [{do: destroy-self}]
      effect:
        - do: choose
          choices:
            - [{do: draw}]
            - [{do: score, amount: 5}]
            - [{do: discard-from-hand}]
`

// Glossary: actions — a choice among alternatives offers only those that
// can be done (an empty hand cannot discard); the chosen one happens.
func TestChooseOffersWhatCanBeDone(t *testing.T) {
	for _, tc := range []struct {
		name, hand, pick string
		options          int
		score            int
	}{
		{"empty hand: two alternatives, score picked", "", "Score 5 points", 2, 5},
		{"a card in hand: three alternatives, draw picked", "hand: [Dokar]", "Draw a card", 3, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, testLibWith(t, chooseCard), `
active: 1
segment: orders
players:
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    core: [Test Choice]
    `+tc.hand+`
    deck: [Kahmis, Dokar]
  - missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
			choose(t, g, "Use Test Choice")
			d := g.Pending()
			if d == nil || d.Kind != KindOptional || len(d.Options) != tc.options {
				t.Fatalf("want a choice of %d, got %+v", tc.options, d)
			}
			choose(t, g, tc.pick)
			if s := g.players[ann].Score; s != tc.score {
				t.Fatalf("score %d, want %d", s, tc.score)
			}
			if drew := find(t, g, "Kahmis").Zone == ZHand; drew != strings.HasPrefix(tc.pick, "Draw") {
				t.Fatalf("drew %v after %q", drew, tc.pick)
			}
		})
	}
}

// A choice needs two alternatives, and is worded as one.
func TestChooseLoadsAndWords(t *testing.T) {
	if _, err := DefaultLibraryWith([]byte(strings.Replace(chooseCard, "            - [{do: score, amount: 5}]\n            - [{do: discard-from-hand}]\n", "", 1))); err == nil || !strings.Contains(err.Error(), "two choices") {
		t.Fatalf("a single alternative: %v", err)
	}
	s := Step{Do: DoChoose, Choices: [][]Step{{{Do: "draw"}}, {{Do: DoScore, Amount: 5}}}}
	if got, want := clauses([]Step{s}), "choose one: draw a card; or score 5 points"; got != want {
		t.Fatalf("text %q, want %q", got, want)
	}
}
