package game

import (
	"slices"
	"testing"
)

// Made-up cards: a personnel that, held in hand, answers an opponent's
// attempt beginning by being placed with the attempting personnel
// (place-self-from-hand to: trigger), in a unique and a non-unique
// version.
const placeSelfPresentCards = `
- {id: "T-PSP1", title: Test Lurker, unique: false, type: personnel, cost: 1, affiliation: dominion, icons: [staff], keywords: [Infiltrator], skills: [{skill: Security, level: 1}], integrity: 5, cunning: 5, strength: 5, abilities: [{when: attempt-begins, who: opponent, from_hand: true, may: true, effect: [{do: place-self-from-hand, to: trigger}]}]}
- {id: "T-PSP2", title: Test Watcher, unique: true, type: personnel, cost: 1, affiliation: dominion, icons: [staff], skills: [{skill: Security, level: 1}], integrity: 5, cunning: 5, strength: 5, abilities: [{when: attempt-begins, who: opponent, from_hand: true, may: true, effect: [{do: place-self-from-hand, to: trigger}]}]}
`

func placeSelfPresentLibrary(t testing.TB) *Library {
	t.Helper()
	return sharedLibWith(t, placeSelfPresentCards)
}

// Glossary: play and place; Rulebook: Uniqueness. Ben's crew begins an
// attempt aboard his ship: Ann's card answers from her hand and is placed
// aboard that ship under her command, outside his attempt, which is a
// personnel placed aboard an opponent's ship (Guna'shan, 38V025, then
// answers from her hand). A unique card whose copy Ann commands is not
// offered.
func TestPlaceSelfFromHandWithTrigger(t *testing.T) {
	for _, tc := range []struct {
		name, card, extra string
		offered           bool
	}{
		{"placed aboard", "Test Lurker", "", true},
		{"unique copy commanded", "Test Watcher", "\n        surface: [Test Watcher]", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, placeSelfPresentLibrary(t), `
seed: 3
active: 2
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"`+tc.extra+`
    hand: [`+tc.card+`, "Guna'shan"]
    deck: [Lam]
  - name: Ben
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Military Exercises
        ships: [{card: "I.K.S. Vor'cha", aboard: [Kahmis, Kroval]}]
    deck: [Martin]
`)
			choose(t, g, "Attempt Military Exercises")
			choose(t, g, "I.K.S. Vor'cha")
			label := "Use " + tc.card
			if got := respondUntil(t, g, label); got != tc.offered {
				t.Fatalf("%s offered %v, want %v", tc.card, got, tc.offered)
			}
			if !tc.offered {
				return
			}
			choose(t, g, label)
			for _, id := range g.players[ann].Hand {
				if g.cards[id].Card.Title == tc.card {
					t.Fatalf("%s still in hand", tc.card)
				}
			}
			c := find(t, g, tc.card)
			ship := find(t, g, "I.K.S. Vor'cha")
			if c.Zone != ZAboard || c.Where != ship.ID || c.Controller != ann {
				t.Fatalf("%s zone %v where %d controller %v: want aboard the Vor'cha, Ann's", tc.card, c.Zone, c.Where, c.Controller)
			}
			if g.attempt == nil || slices.Contains(g.attempt.personnel, c.ID) || len(g.attempt.personnel) != 2 {
				t.Fatalf("%s joined Ben's attempt", tc.card)
			}
			if !respondUntil(t, g, "Use Guna'shan") {
				t.Fatal("Guna'shan not offered for a personnel placed aboard an opponent's ship")
			}
		})
	}
}
