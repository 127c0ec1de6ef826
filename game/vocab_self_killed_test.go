package game

import (
	"fmt"
	"testing"
)

// Made-up personnel with Leadership (so An Old Debt kills them): one whose
// text is about its own kill by a dilemma, one whose text answers a kill
// of any of its player's personnel.
const selfKilledCards = `
- {id: "T-K1", title: Test Martyr, unique: false, type: personnel, cost: 1, affiliation: klingon, species: [Klingon], skills: [{skill: Leadership, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: killed, on: self, by_dilemma: true, effect: [{do: draw}]}]}
- {id: "T-K2", title: Test Mourner, unique: false, type: personnel, cost: 1, affiliation: klingon, species: [Klingon], skills: [{skill: Leadership, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: killed, on: your, effect: [{do: draw}]}]}
`

// A personnel's text about its own kill is used once it lies in the
// discard pile, right after the kill (its wording makes that moment its
// trigger, as "when you play this" does for playing: Glossary: playing a
// card); any other text of a card out of play stays inactive (Glossary:
// stopped — only cards in play use their text), so the Mourner, killed
// itself, does not answer its own kill.
func TestOwnKillTextAnswersFromDiscard(t *testing.T) {
	for _, tc := range []struct {
		victim string
		drawn  bool
	}{
		{"Test Martyr", true},
		{"Test Mourner", false},
	} {
		g := startScenarioWith(t, testLibWith(t, selfKilledCards), fmt.Sprintf(`
seed: 7
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: [%q, Dokar, Dokar]
    deck: [Kroval]
  - name: Ben
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Excavation
    dilemmas: [An Old Debt]
    deck: [Dokar]
`, tc.victim))
		choose(t, g, "Attempt Sensitive Search")
		choose(t, g, "An Old Debt")
		finishAttempt(t, g, "")
		if v := find(t, g, tc.victim); v.Zone != ZDiscard {
			t.Fatalf("%s in %s, want killed", tc.victim, v.Zone)
		}
		if k := find(t, g, "Kroval"); (k.Zone == ZHand) != tc.drawn {
			t.Errorf("%s killed: Kroval in %s, want drawn %v", tc.victim, k.Zone, tc.drawn)
		}
	}
}
