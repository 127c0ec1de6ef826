package game

import "testing"

// A made-up personnel one cheaper when played at a mission where its
// player has a Anthropology personnel.
const playingWithCards = `
- {id: "T-PW1", title: Test Envoy, unique: false, type: personnel, cost: 3, affiliation: federation, icons: [staff, tng], skills: [{skill: Medical, level: 1}], integrity: 5, cunning: 5, strength: 5, abilities: [{when: play-cost, on: self, cond: {is: playing-with, of: {type: personnel, skills: [Anthropology]}}, effect: [{do: cost-mod, amount: -1}]}]}
`

// TestPlayingWith: Rulebook: Paying costs (a cost changed while the card
// is played); Ruling: At This Mission. The condition reads the mission
// the card goes to: a Anthropology personnel of its player's aboard a ship
// there counts; one at another mission, or an opponent's at that
// mission, does not. The cost shown is the cost paid.
func TestPlayingWith(t *testing.T) {
	lib, err := DefaultLibraryWith([]byte(playingWithCards))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, earth, other string
		cost               int
	}{
		{"yours aboard a ship there", "ships: [{card: U.S.S. Excelsior, aboard: [Karen Loews]}]", "", 2},
		{"yours at another mission", "", "surface: [Karen Loews]", 3},
		{"an opponent's there", "ships: [{card: U.S.S. Excelsior, controller: 2, aboard: [{card: Karen Loews, controller: 2}]}]", "", 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, lib, `
active: 1
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
        `+tc.earth+`
      - card: Advanced Combat Training
        `+tc.other+`
    hand: [Test Envoy]
    deck: [Davies, Davies]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
			d := expectDecision(t, g, ann, KindPlayDraw)
			label := "Play Test Envoy (cost " + string(rune('0'+tc.cost)) + ") at Earth"
			if !hasOption(d, label) {
				t.Fatalf("no option %q: %q", label, labels(d))
			}
			before := g.counter
			choose(t, g, label)
			if spent := before - g.counter; spent != tc.cost {
				t.Fatalf("spent %d counters, want %d", spent, tc.cost)
			}
		})
	}
}
