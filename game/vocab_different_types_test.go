package game

import "testing"

// Rulebook: Discard pile; Glossary: remove from the game. different-types
// counts the card types in the reader's discard pile, or among the cards
// the opponent owns that are removed from the game; copies and cards of
// one type count once.
func TestDifferentTypesAmount(t *testing.T) {
	g := startScenario(t, `
active: 1
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Dokar]
    discard: [Kahmis, Kroval, "BaH!", "I.K.S. Vor'cha"]
    removed: [Lopez]
    deck: [Dokar]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    discard: [Davies]
    removed: [Lopez, Garvey, "BaH!"]
    deck: [Lopez]
`)
	dokar := withCard(t, g, "Dokar", ann)
	for _, tc := range []struct {
		name string
		a    Amount
		p    Player
		want int
	}{
		{"Ann's discard pile", Amount{Is: PerDifferentTypes, Pile: PileYourDiscard}, ann, 3},
		{"Ben's removed, read by Ann", Amount{Is: PerDifferentTypes, Pile: PileOpponentRemoved}, ann, 2},
		{"Ann's removed, read by Ben", Amount{Is: PerDifferentTypes, Pile: PileOpponentRemoved}, ben, 1},
		{"limit", Amount{Is: PerDifferentTypes, Pile: PileYourDiscard, Limit: 2}, ann, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.a.validate(); err != nil {
				t.Fatal(err)
			}
			if got := tc.a.value(g, fxCtx{src: dokar.ID, p: tc.p}, nil); got != tc.want {
				t.Errorf("%d, want %d", got, tc.want)
			}
		})
	}
	bad := Amount{Is: PerDifferentTypes, Pile: "your-hand"}
	if bad.validate() == nil {
		t.Error("an unknown pile was accepted")
	}
}
