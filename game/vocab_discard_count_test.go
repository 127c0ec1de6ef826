package game

import "testing"

// A made-up personnel: Strength +1 for each Law personnel in your discard
// pile, at most +2.
const discardCountCards = `
- {id: "T-DISC-P", title: Test Discard Reader, unique: false, type: personnel, cost: 1, affiliation: dominion, species: [Changeling], skills: [{skill: Law, level: 1}], integrity: 5, cunning: 5, strength: 5,
   modifiers: [{to: self, per: {is: in-discard, filter: {type: personnel, skills: [Security]}, limit: 2}, strength: 1}]}
`

// Rulebook: Discard pile (face up, anyone may count it); Glossary:
// modifications — the count reads only its player's own pile, only
// the cards the filter matches, and stops at its limit.
func TestPerInDiscard(t *testing.T) {
	const odoF = `"Odo Founder, Adept Imposter"` // Security, not Law
	lib := testLibWith(t, discardCountCards)
	for _, tc := range []struct {
		name         string
		mine, theirs string
		want         int
	}{
		{"empty piles", "[]", "[]", 5},
		{"a Security personnel in your pile", "[" + odoF + "]", "[]", 6},
		{"one that does not match", "[Tholun]", "[]", 5},
		{"a match in the opponent's pile", "[]", "[" + odoF + "]", 5},
		{"three matches, limit 2", "[" + odoF + ", " + odoF + ", " + odoF + "]", "[]", 7},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, lib, `
active: 1
segment: orders
players:
  - missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: [Test Discard Reader]
    discard: `+tc.mine+`
    deck: [Tholun]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    discard: `+tc.theirs+`
    deck: [Dokar]
`)
			if got := g.stats(find(t, g, "Test Discard Reader").ID).Strength; got != tc.want {
				t.Errorf("Strength %d, want %d", got, tc.want)
			}
		})
	}
}

// Rulebook: Discard pile (face up). highest-cost-in-discard reads the
// printed cost of the costliest card its filter matches in the reader's
// own discard pile: a costlier card of another type, or one in the
// opponent's pile, does not count; an empty pile gives 0.
func TestHighestCostInDiscard(t *testing.T) {
	for _, tc := range []struct {
		name         string
		mine, theirs string
		want         int
	}{
		{"empty", "[]", "[]", 0},
		{"the costlier personnel", "[Narik, Jorem]", "[]", 2},
		{"a costlier ship is not a personnel", "[Narik, Jem'Hadar Warship]", "[]", 1},
		{"the opponent's pile is not read", "[Narik]", "[\"Grilka, Glorious Lady\"]", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
active: 1
players:
  - missions: [{card: "Founders' Homeworld, Home of the Great Link", surface: [Tholun]}]
    discard: `+tc.mine+`
    deck: [Tholun]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    discard: `+tc.theirs+`
    deck: [Dokar]
`)
			a := Amount{Is: PerHighestCostInDiscard, Filter: &Filter{Type: Personnel}}
			if err := a.validate(); err != nil {
				t.Fatal(err)
			}
			if got := a.value(g, fxCtx{src: find(t, g, "Tholun").ID, p: 0}, nil); got != tc.want {
				t.Errorf("%d, want %d", got, tc.want)
			}
		})
	}
}
