package game

import (
	"strings"
	"testing"
)

// Made-up dilemmas: one making the next dilemma revealed cost 3 less, and
// two doing nothing, of cost 2 and 4.
const nextDilemmaCostCards = `
- {id: "T-ND1", title: Test Bargain, unique: false, type: dilemma, dilemma: dual, cost: 1, effect: [{do: next-dilemma-cost, amount: -3}]}
- {id: "T-ND2", title: Test Heavy Load, unique: false, type: dilemma, dilemma: dual, cost: 2, effect: []}
- {id: "T-ND4", title: Test Dear Load, unique: false, type: dilemma, dilemma: dual, cost: 4, effect: []}
`

const nextDilemmaCostPosition = `
seed: 3
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: [Kahmis, Kroval, Dokar, Vorax]
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Earth, Home of Starfleet Command"}, {card: Excavation}]
    dilemmas: [%s]
    deck: [Galor]
`

// TestNextDilemmaCost: the dilemma revealed right after costs 3 less
// (never below 0) as it is revealed, before the limit is checked; the one
// after it costs as printed. Glossary: attempting missions (3.e, 3.f).
func TestNextDilemmaCost(t *testing.T) {
	lib, err := DefaultLibraryWith([]byte(nextDilemmaCostCards))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		stack []string
		has   []string
		lacks []string
	}{
		{"cost 4 becomes 1, the next keeps 2", []string{"Test Bargain", "Test Dear Load", "Test Heavy Load"},
			[]string{"Test Dear Load costs 1 here (printed 4).", "Ann's personnel face Test Dear Load.", "Ann's personnel face Test Heavy Load."},
			[]string{"Test Heavy Load costs", "exceed the limit"}},
		{"cost 2 becomes 0, not below", []string{"Test Bargain", "Test Heavy Load", "Test Dear Load"},
			[]string{"Test Heavy Load costs 0 here (printed 2).", "Test Dear Load is overcome: the total dilemma cost would exceed the limit."},
			[]string{"Test Dear Load costs"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, lib, strings.Replace(nextDilemmaCostPosition, "%s", strings.Join(tc.stack, ", "), 1))
			startAttempt(t, g, "Sensitive Search")
			pick(t, g, tc.stack...)
			skipEmptyWindows(t, g)
			for d := g.Pending(); d != nil && d.Kind == KindRespond; d = g.Pending() {
				choose(t, g, "Pass")
			}
			for _, h := range tc.has {
				if !hasEvent(g, h) {
					t.Errorf("no event %q", h)
				}
			}
			for _, l := range tc.lacks {
				if hasEvent(g, l) {
					t.Errorf("unexpected event %q", l)
				}
			}
		})
	}
}
