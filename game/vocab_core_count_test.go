package game

import "testing"

// A made-up personnel: Strength +1 for each event in each player's core,
// at most +2.
const coreCountCards = `
- {id: "T-CORE-P", title: Test Core Reader, unique: false, type: personnel, cost: 1, affiliation: dominion, species: [Changeling], skills: [{skill: Law, level: 1}], integrity: 5, cunning: 5, strength: 5,
   modifiers: [{to: self, per: {is: in-cores, filter: {type: event}, limit: 2}, strength: 1}]}
`

// Rulebook: Core (events played into a core stay there, face up);
// Glossary: modifications — the count reads both players' cores and
// stops at its limit.
func TestPerInCores(t *testing.T) {
	lib := testLibWith(t, coreCountCards)
	for _, tc := range []struct {
		name         string
		mine, theirs string
		want         int
	}{
		{"empty cores", "[]", "[]", 5},
		{"an event in your core", "[Indebtedness]", "[]", 6},
		{"an event in the opponent's core", "[]", "[Ferocity]", 6},
		{"three events, limit 2", "[Indebtedness]", "[Ferocity, \"Cry \\\"Havoc!\\\"\"]", 7},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenarioWith(t, lib, `
active: 1
segment: orders
players:
  - missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: [Test Core Reader]
    core: `+tc.mine+`
    deck: [Tholun]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    core: `+tc.theirs+`
    deck: [Dokar]
`)
			if got := g.stats(find(t, g, "Test Core Reader").ID).Strength; got != tc.want {
				t.Errorf("Strength %d, want %d", got, tc.want)
			}
		})
	}
}

// Rulebook: Event (an event that does not play into the core resolves
// and leaves; it is not a card of the core meanwhile) — while Salvaging
// the Wreckage asks its choice, the core counts and groups leave it out;
// a card a position puts in a core counts (TestPerInCores).
func TestResolvingCardIsNotInCore(t *testing.T) {
	lib := testLibWith(t, coreCountCards)
	g := startScenarioWith(t, lib, `
active: 1
players:
  - missions:
      - card: "Founders' Homeworld, Home of the Great Link"
        surface: [Test Core Reader]
    hand: [Salvaging the Wreckage]
    discard: [Tholun]
    deck: [Tholun]
  - missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Dokar]
`)
	reader := find(t, g, "Test Core Reader").ID
	choose(t, g, "Play Salvaging the Wreckage")
	expectDecision(t, g, 0, KindSelect) // it resolves: its choice
	ev := find(t, g, "Salvaging the Wreckage")
	if ev.Zone != ZCore || !g.resolvingInCore(ev.ID) {
		t.Fatalf("resolving: zone %s, marked %v", ev.Zone, g.resolvingInCore(ev.ID))
	}
	if got := g.stats(reader).Strength; got != 5 {
		t.Errorf("Strength %d, want 5 (the resolving event not counted in the cores)", got)
	}
	if got := g.group(g.ctxFor(0, reader), GroupYourCore, nil); len(got) != 0 {
		t.Errorf("your-core group %v, want empty", got)
	}
	if got := g.group(g.ctxFor(1, reader), GroupOpponentCore, nil); len(got) != 0 {
		t.Errorf("opponent-core group %v, want empty", got)
	}
	if got := g.moreCount(&Cond{What: moreInCore}, 0); got != 0 {
		t.Errorf("core count %d, want 0", got)
	}
	// Put back in the core by a move, it is a card of the core.
	g.place(ev.ID, ZCore, 0)
	if g.resolvingInCore(ev.ID) || g.stats(reader).Strength != 6 {
		t.Errorf("moved into the core: marked %v, Strength %d, want counted (6)", g.resolvingInCore(ev.ID), g.stats(reader).Strength)
	}
}
