package game

import (
	"slices"
	"testing"
)

// Made-up personnel: as a combat involving him begins (either side), his
// player may stop him to have each of his player's other stopped
// personnel present unstopped once that combat is over.
const combatEndCards = `
- {id: "T-CE1", title: Test Rallier, unique: false, type: personnel, cost: 1, affiliation: klingon, icons: [staff], skills: [{skill: Security, level: 1}], integrity: 5, cunning: 5, strength: 1, abilities: [{when: combat-begins, on: self, may: true, cost: [{do: stop, to: self}], effect: [{do: at-end-of-combat, then: [{do: unstop-each, to: present, filter: {type: personnel}}]}]}]}
`

// combatEndGame: Ben's Limara'Son begins a combat on a planet where Ann's
// Test Rallier and Ann's stopped Dokar and Kroval stand (stopped, they
// are involved and outweigh him) (Ann's stopped Kahmis at her
// headquarters, not present), unless rallierAway puts the Rallier at the
// headquarters too.
func combatEndGame(t *testing.T, rallierAway bool) *Game {
	t.Helper()
	here, there := `"Test Rallier", `, ""
	if rallierAway {
		here, there = "", `"Test Rallier", `
	}
	return startScenarioWith(t, testLibWith(t, combatEndCards), `
active: 2
segment: orders
players:
  - missions:
      - {card: "Qo'noS, Heart of the Empire", surface: [`+there+`{card: Kahmis, stopped: true}]}
      - card: Sensitive Search
        surface: [`+here+`{card: Dokar, stopped: true}, {card: Kroval, stopped: true}, {card: "Limara'Son, Fierce Soldier", controller: 2}]
    deck: [Crom]
  - missions: [{card: "Founders' Homeworld, Home of the Great Link"}]
    deck: [Crom]
`)
}

// Rulebook: Combat — the combat involves every personnel of the opponent
// there, so the Rallier's text answers a combat Ann did not begin; what
// it scheduled for that combat's end runs once it is over and
// reaches only the personnel present (Kahmis, elsewhere, stays stopped).
// Without the Rallier there, nothing answers and Dokar stays stopped.
func TestAtEndOfCombatUnstopsPresent(t *testing.T) {
	for _, away := range []bool{false, true} {
		g := combatEndGame(t, away)
		choose(t, g, "Use Limara'Son")
		choose(t, g, "Combat at Sensitive Search")
		if !away {
			choose(t, g, "Use Test Rallier")
		}
		passAllUntil(t, g, "End Execute Orders")
		for _, name := range []string{"Dokar", "Kroval"} {
			c := find(t, g, name)
			if !c.Zone.InPlay() || c.Stopped != away {
				t.Errorf("away %v: %s in %v, stopped %v, want stopped %v", away, name, c.Zone, c.Stopped, away)
			}
		}
		if !find(t, g, "Kahmis").Stopped {
			t.Errorf("away %v: Kahmis, not present, was unstopped", away)
		}
		if !away && !slices.ContainsFunc(g.Log(ann), func(e Event) bool { return e.Kind == "combat" && e.Text == "Combat: Strength 8 against 14." }) {
			t.Fatalf("want Strength 8 against 14 (the Rallier stopped but involved) in the log: %v", g.Log(ann))
		}
	}
}

// Rulebook: Combat — at-end-of-combat is possible only while a combat is
// begun or resolved.
func TestAtEndOfCombatOnlyInCombat(t *testing.T) {
	g := combatEndGame(t, false)
	s := Step{Do: DoAtEndOfCombat, Then: []Step{{Do: DoUnstopEach}}}
	if g.stepPossible(g.ctxFor(ann, find(t, g, "Test Rallier").ID), &s) {
		t.Fatal("at-end-of-combat possible with no combat under way")
	}
}
