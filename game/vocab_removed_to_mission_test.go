package game

import "testing"

// Glossary: remove from the game; opponent; Rulebook: uniqueness. Text
// answering a personnel removed out of its player's discard pile by an
// opponent's card (removed-from-discard with by_opponent) places that
// personnel, still removed, at the text's own mission under its player's
// command (self-to-mission to: subject, no filter). A removal by the
// player's own card does not answer it, and a space mission takes no
// personnel.
func TestRemovedByOpponentPlacedAtMission(t *testing.T) {
	const text = "abilities: [{when: removed-from-discard, on: your, of: {type: personnel}, by_opponent: true, effect: [{do: self-to-mission, to: subject}]}]"
	cases := []struct {
		name    string
		whose   string // Mond's order: whose pile it takes from (Ann's own when empty)
		holder  string // the mission given the text
		placed  bool
		ownerIs Player // whose pile Kahmis is taken from
	}{
		{"an opponent's card: placed", WhoseOpponent, "Excavation", true, 1},
		{"the player's own card: stays removed", "", "Sensitive Search", false, 0},
		{"a space mission: stays removed", WhoseOpponent, "Collect Sample", false, 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Bajor, Gift of the Prophets"
        surface: [Mond]
      - card: Sensitive Search
    discard: [Kahmis]
    deck: [Yelsar]
  - name: Ben
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Excavation
      - card: Collect Sample
    discard: [Kahmis]
    deck: [Lopez]
`)
			giveText(t, find(t, g, tc.holder), text)
			giveText(t, find(t, g, "Mond"), "abilities: [{when: order, effect: [{do: remove-from-discard"+map[string]string{"": "", WhoseOpponent: ", whose: opponent"}[tc.whose]+"}]}]")
			restartOrdersWithText(t, g)
			choose(t, g, "Use Mond")
			choose(t, g, "Kahmis")
			passWindows(t, g, "")
			var k *Inst
			for _, c := range g.cards {
				if c != nil && c.Card.Title == "Kahmis" && c.Owner == tc.ownerIs {
					k = c
				}
			}
			if k == nil {
				t.Fatal("no Kahmis of that player")
			}
			m := find(t, g, tc.holder)
			if tc.placed {
				if k.Zone != ZSurface || k.Where != m.ID || k.Controller != tc.ownerIs {
					t.Fatalf("Kahmis is in zone %v at %d commanded by %d; want on %s commanded by %d", k.Zone, k.Where, k.Controller, tc.holder, tc.ownerIs)
				}
				return
			}
			if k.Zone != ZRemoved {
				t.Fatalf("Kahmis is in zone %v, want removed from the game", k.Zone)
			}
		})
	}
}
