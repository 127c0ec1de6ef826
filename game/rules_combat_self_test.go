package game

import (
	"slices"
	"testing"
)

// A made-up personnel: Order — begin a combat involving this personnel.
const selfCombatCard = `
- {id: "T-C1", title: Test Brawler, unique: false, type: personnel, cost: 1, affiliation: dominion, species: [Jem'Hadar], skills: [{skill: Honor, level: 1}], integrity: 5, cunning: 5, strength: 9,
   abilities: [{when: order, effect: [{do: combat, to: self}]}]}
`

// Rulebook: Combat — a combat "involving this personnel" begins only
// where that personnel is, unstopped, with an opponent's personnel: of
// Ann's two Brawlers, each offers its own place only; stopped, none.
func TestCombatInvolvingSelf(t *testing.T) {
	for _, stopped := range []bool{false, true} {
		st := "false"
		if stopped {
			st = "true"
		}
		g := startScenarioWith(t, testLibWith(t, selfCombatCard), `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Founders' Homeworld, Home of the Great Link"
      - card: Teplan Prime, Subjugate Planet
        surface: [{card: Test Brawler, stopped: `+st+`}, {card: "Keevan, Conniving Liar", controller: 2}]
      - card: Security Briefing
        surface: [Kudak'Etan, {card: "Kilana, Unctuous Negotiator", controller: 2}]
    deck: [Crom]
  - name: Ben
    missions: [{card: "Founders' Homeworld, Home of the Great Link"}]
    deck: [Crom]
`)
		d := g.Pending()
		if offered := hasOption(d, "Use Test Brawler"); offered == stopped {
			t.Fatalf("stopped %v: order offered %v", stopped, offered)
		}
		if stopped {
			continue
		}
		choose(t, g, "Use Test Brawler")
		if got := optionLabels(g.Pending()); !slices.Equal(got, []string{"Combat at Subjugate Planet"}) {
			t.Fatalf("places %q, want Teplan Prime only", got)
		}
		choose(t, g, "Combat at Subjugate Planet")
		if !hasEvent(g, "Combat: Strength 9 against 3.") {
			t.Fatalf("combat: %v", lastEvents(g, 4))
		}
	}
}
