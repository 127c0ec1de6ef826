package game

import (
	"testing"
)

// A made-up dilemma: the facing player picks a personnel with Archaeology
// to be killed; if that killed someone, all facing it are stopped.
const killedByThisCards = `
- {id: "T-KB1", title: Test Fatal Dig, unique: false, type: dilemma, dilemma: dual, cost: 0, effect: [{do: select, by: you, skills: [Archaeology], outcome: kill}, {do: if, cond: {is: killed-by-this}, then: [{do: all, outcome: stop}]}]}
`

// Rulebook: Facing Dilemmas (each part of a dilemma's text is done in
// order, reading what its earlier parts did). killed-by-this holds once
// the dilemma being faced has killed a personnel by its own outcome, and
// not when there was nobody it could kill.
func TestKilledByThisCondition(t *testing.T) {
	killedByThisLib := sharedLibWith(t, killedByThisCards)
	for _, tc := range []struct {
		name    string
		crew    string
		digger  bool
		stopped int
	}{
		{"Kroval dies: the rest are stopped", "[Kroval, Kahmis, Dokar]", true, 2},
		{"no Archaeology: nobody dies, nobody stopped", "[Kahmis, Dokar]", false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, killedByThisLib, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: `+tc.crew+`
    deck: [Kahmis]
  - name: Ben
    missions: ["Earth, Home of Starfleet Command", Excavation]
    dilemmas: [Test Fatal Dig]
    deck: [Kahmis]
`)
			choose(t, g, "Attempt Sensitive Search")
			mark := len(g.events)
			choose(t, g, "Test Fatal Dig")
			if tc.digger {
				choose(t, g, "Kroval")
			}
			if n := len(affected(g, mark, OutStop)); n != tc.stopped {
				t.Fatalf("%d stopped by it, want %d", n, tc.stopped)
			}
		})
	}
}
