package game

import (
	"strings"
	"testing"
)

// Made-up cards: a ship whose text lets one [TNG] personnel a turn be
// played aboard it; a [TNG] crewman; a personnel with its own right to
// be played aboard that ship.
const playHereOnceCards = `
- {id: "T-LS", title: Test Linchpin, unique: false, type: ship, cost: 1, affiliation: federation, staffing: [staff], range: 8, weapons: 5, shields: 5,
   abilities: [{when: play-here, of: {type: personnel, icon: tng}, once_each_turn: true, effect: []}]}
- {id: "T-LC", title: Test Crewman, unique: false, type: personnel, cost: 1, affiliation: federation, icons: [staff, tng], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5}
- {id: "T-LB", title: Test Boarder, unique: false, type: personnel, cost: 1, affiliation: federation, icons: [staff, tng], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 5,
   play_aboard: {ship: {title: Test Linchpin}}}
`

const playHereOncePosition = `
active: 1
players:
  - name: Ann
    missions:
      - card: "Earth, Cradle of the Federation"
      - card: Automated Repair Station
        ships: [{card: Test Linchpin, aboard: [Lopez]}]
    hand: [Test Crewman, Test Crewman, Test Boarder]
    deck: [Rixx, Rixx]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`

func offersLabel(g *Game, text string) bool {
	for _, o := range g.Pending().Options {
		if strings.Contains(o.Label, text) {
			return true
		}
	}
	return false
}

// Glossary: once each turn; Rulebook: Playing specific kinds of cards (a
// card's text may allow another place). The permission is used up by the
// one card played through it: a second crewman that turn goes to the
// headquarters only.
func TestPlayHereOnceEachTurn(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, playHereOnceCards), playHereOncePosition)
	if !offersLabel(g, "Play Test Crewman (cost 1) aboard Test Linchpin") {
		t.Fatal("the first crewman must be offered aboard")
	}
	choose(t, g, "Play Test Crewman (cost 1) aboard Test Linchpin")
	if offersLabel(g, "Play Test Crewman (cost 1) aboard") {
		t.Fatal("a second crewman aboard must not be offered the same turn")
	}
	if !offersLabel(g, "Play Test Crewman (cost 1) at Earth") {
		t.Fatal("the second crewman may still be played at the headquarters")
	}
}

// A card played aboard by its own right does not use the ship's
// once-each-turn permission up.
func TestPlayHereOnceNotUsedByOtherRight(t *testing.T) {
	g := startScenarioWith(t, testLibWith(t, playHereOnceCards), playHereOncePosition)
	choose(t, g, "Play Test Boarder (cost 1) aboard Test Linchpin")
	if !offersLabel(g, "Play Test Crewman (cost 1) aboard Test Linchpin") {
		t.Fatal("the boarder's own right must leave the ship's permission unused")
	}
}
