package game

import (
	"fmt"
	"testing"
)

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

// Made-up cards: a Cardassian ship whose play downloads a personnel and
// plays it aboard (no cost change), and a Cardassian personnel whose play
// reveals the bottom card of its player's deck to be played next.
const playingWithOtherWays = `
- {id: "T-PW1", title: Test Ferry, unique: false, type: ship, cost: 1, affiliation: cardassian, staffing: [staff], range: 6, weapons: 5, shields: 5,
   abilities: [{when: played, may: true, effect: [{do: download-play, filter: {type: personnel}, amount: 0, to: this-ship}]}]}
- {id: "T-PW2", title: Test Revealer, unique: false, type: personnel, cost: 1, affiliation: cardassian, icons: [staff], species: [Cardassian], skills: [{skill: Law, level: 1}], integrity: 5, cunning: 5, strength: 5,
   abilities: [{when: played, may: true, effect: [{do: reveal-bottom-play, count: 1}]}]}
`

// Rulebook: Paying costs; Ruling: At This Mission. A cost that reads
// where the card goes reads it however the card is played: downloaded
// and played aboard a ship at Cardassia Prime beside a Gul, or played
// from the revealed bottom of the deck there, Ari (cost 2) costs 1, so
// the one counter left pays for him.
func TestPlayingWithOtherWaysToPlay(t *testing.T) {
	const position = `
active: 1
counters: 2
players:
  - name: Ann
    missions:
      - card: "Cardassia Prime, Hardscrabble World"
        surface: ["Danar, Irascible Gul"]
    hand: [%s]
    deck: [Tholun, Tholun, Ari]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`
	t.Run("download-play", func(t *testing.T) {
		g := startScenarioWith(t, testLibWith(t, playingWithOtherWays), fmt.Sprintf(position, "Test Ferry"))
		choose(t, g, "Play Test Ferry")
		choose(t, g, "Use Test Ferry")
		if !hasOption(g.Pending(), "Download Ari (cost 1)") {
			t.Fatalf("Ari not offered at cost 1: %q", labels(g.Pending()))
		}
		choose(t, g, "Download Ari")
		skipEmptyWindows(t, g)
		if a := find(t, g, "Ari"); a.Zone != ZAboard || g.counter != 0 {
			t.Fatalf("Ari in %s with %d counters left, want aboard with 0", a.Zone, g.counter)
		}
	})
	t.Run("reveal-bottom-play", func(t *testing.T) {
		g := startScenarioWith(t, testLibWith(t, playingWithOtherWays), fmt.Sprintf(position, "Test Revealer"))
		choose(t, g, "Play Test Revealer")
		choose(t, g, "Use Test Revealer")
		skipEmptyWindows(t, g)
		if !hasOption(g.Pending(), "Play Ari (cost 1,") {
			t.Fatalf("Ari not offered at cost 1: %q", labels(g.Pending()))
		}
		choose(t, g, "Play Ari")
		skipEmptyWindows(t, g)
		if a := find(t, g, "Ari"); a.Zone != ZSurface || g.counter != 0 {
			t.Fatalf("Ari in %s with %d counters left, want on the surface with 0", a.Zone, g.counter)
		}
	})
}
