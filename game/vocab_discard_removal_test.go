package game

import "testing"

// Glossary: remove from the game; actions – response actions. Each card
// removed out of a player's own discard pile fires removed-from-discard
// once, so text of that player's answering "a card in your discard pile"
// counts every one of them (here +1 each, at most +6 in all); cards
// removed out of the opponent's pile do not answer it.
func TestRemovedFromDiscardEachCard(t *testing.T) {
	cases := []struct {
		name  string
		whose string
		want  int // Winn Adami's Integrity afterwards (printed 2)
	}{
		{"eight of yours, capped at +6", "", 8},
		{"eight of the opponent's", WhoseOpponent, 2},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Bajor, Gift of the Prophets"
        surface: ["Winn Adami, Renegade Priest", Mond]
    discard: [Hazar, Hazar, Hazar, Hazar, Hazar, Hazar, Hazar, Hazar]
    deck: [Yelsar]
  - missions:
      - card: "Earth, Cradle of the Federation"
    discard: [Lopez, Lopez, Lopez, Lopez, Lopez, Lopez, Lopez, Lopez]
    deck: [Lopez]
`)
			mond := find(t, g, "Mond")
			giveText(t, mond, `
abilities:
  - when: order
    effect: [{do: remove-from-discard, count: 8`+map[string]string{"": "", WhoseOpponent: ", whose: opponent"}[tc.whose]+`}]
`)
			g.indexCards()
			g.restartOrders()
			if hasOption(g.Pending(), "Go on") {
				choose(t, g, "Go on")
			}
			choose(t, g, "Mond")
			d := g.Pending()
			if _, err := g.Choose(d.Player, Choice{Decision: d.ID, Picks: []int{0, 1, 2, 3, 4, 5, 6, 7}}); err != nil {
				t.Fatal(err)
			}
			for {
				skipEmptyWindows(t, g)
				d := g.Pending()
				if d == nil || d.Kind != KindRespond {
					break
				}
				if hasOption(d, "Winn") {
					choose(t, g, "Winn")
				} else {
					choose(t, g, "Pass")
				}
			}
			if got := g.stats(find(t, g, "Winn Adami").ID).Integrity; got != tc.want {
				t.Errorf("Winn Adami's Integrity is %d, want %d", got, tc.want)
			}
		})
	}
}
