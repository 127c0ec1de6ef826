package game

import (
	"slices"
	"strings"
	"testing"
)

// A made-up core event: a personnel you play is cost -2 if you command
// no personnel of its species.
const speciesNoneCard = `
- {id: "T-SN1", title: Test Strangers Welcome, unique: false, type: event, cost: 1, core: true,
   abilities: [{when: play-cost, of: {type: personnel}, cond: command-none-of-its-species, effect: [{do: cost-mod, amount: -2}]}]}
`

// Rulebook: Paying costs; Brig and Captives (a captive is not commanded)
// — with a Jem'Hadar and a Vorta in play and a Breen captive in her brig,
// a Breen is cost -2 (2 from 4), a Vorta and a Jem'Hadar are not; the
// reduction is read card by card, not once for the hand.
func TestCommandNoneOfItsSpecies(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, speciesNoneCard), `
active: 1
counters: 7
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: [Tholun, "Limara'Son, Fierce Soldier"]
    core: [Test Strangers Welcome]
    brig: [{card: "Crom, Open-minded", owner: 2}]
    hand: [Pran Thot, "Yelgrun, Blunt Negotiator", "Talak'talan, Keen Third"]
    deck: [Crom]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Lopez]
`)
	got := optionLabels(g.Pending())
	for _, want := range []string{"Play Pran, Thot (cost 2)", "Play Yelgrun, Blunt Negotiator (cost 2)", "Play Talak'talan, Keen Third (cost 4)"} {
		if !slices.ContainsFunc(got, func(l string) bool { return strings.HasPrefix(l, want) }) {
			t.Fatalf("options %q lack %q", got, want)
		}
	}
}
