package game

import (
	"slices"
	"testing"
)

// TestTimedTargetsPresentAndEach: a timed step with to: present reaches
// the player's other personnel present with the card that target
// matches (Glossary: present; Fiona McKenzie, 18V043); with to:
// each-yours, every personnel of that player's in play that target
// matches, wherever it is, the card itself included (Jonathan Archer,
// 15V043). The opponent's personnel are never reached.
func TestTimedTargetsPresentAndEach(t *testing.T) {
	cases := []struct {
		name, to string
		target   *Filter
		want     []string
	}{
		{"present: the others on Kahmis's planet", timedToPresent, nil, []string{"Dokar", "Dokar", "Kroval"}},
		{"present, filtered", timedToPresent, &Filter{Title: "Kroval"}, []string{"Kroval"}},
		{"each of yours, filtered", timedToEachYours, &Filter{Title: "Vorax"}, []string{"Vorax"}},
		{"each of yours: Kahmis included", timedToEachYours, &Filter{Title: "Kahmis"}, []string{"Kahmis"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, sflPosition)
			k := find(t, g, "Kahmis")
			s := Step{Do: DoAttributes, Amount: 1, Until: "turn", To: tc.to, Target: tc.target}
			if err := validateTimed(&s); err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, id := range g.timedTargets(g.ctxFor(0, k.ID), &s) {
				got = append(got, g.cards[id].Card.Title)
			}
			slices.Sort(got)
			if !slices.Equal(got, tc.want) {
				t.Errorf("targets %q, want %q", got, tc.want)
			}
		})
	}
}

// TestTimedEachYoursRaisesAll: each-yours changes every target at once,
// nobody choosing (no decision is posed).
func TestTimedEachYoursRaisesAll(t *testing.T) {
	g := startScenario(t, sflPosition)
	k := find(t, g, "Kahmis")
	s := Step{Do: DoAttributes, Amount: 2, Until: "turn", To: timedToEachYours, Target: &Filter{Title: "Dokar"}}
	g.pending = nil
	registry[DoAttributes].run(g, g.ctxFor(0, k.ID), s)
	if g.pending != nil {
		t.Fatalf("a choice was posed: %+v", g.pending)
	}
	for _, d := range findAll(g, "Dokar") {
		if got, base := g.attrNow(d.ID, Strength), d.Card.Strength; got != base+2 {
			t.Errorf("Dokar Strength %d, want %d", got, base+2)
		}
	}
}
