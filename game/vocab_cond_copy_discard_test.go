package game

import "testing"

// TestCopyInDiscard: a copy is a card of the same title, another
// printing of the persona included (Rulebook: Uniqueness, copies go by
// title); the personnel itself, a card of another title, or the
// opponent's pile do not count. Orb of Contemplation, 30V011.
func TestCopyInDiscard(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Bajor, Blessed of the Prophets"
        surface: ["Kira Nerys, Lela", "Mora Pol, Pioneering Scientist", Yelsar]
    discard: ["Kira Nerys, Impassioned Major", Hazar]
    deck: [Mond]
  - name: Ben
    missions:
      - card: "Earth, Cradle of the Federation"
    discard: [Yelsar]
    deck: [Davies]
`)
	holds := condRegistry["copy-in-discard"].holds
	src := find(t, g, "Mora Pol")
	for _, tc := range []struct {
		subject string
		want    bool
	}{
		{"Kira Nerys, Lela", true},                // another printing of Kira Nerys
		{"Mora Pol, Pioneering Scientist", false}, // no Mora Pol in the pile
		{"Yelsar", false},                         // only the opponent's pile holds one
	} {
		ctx := g.ctxFor(0, src.ID)
		ctx.subject = find(t, g, tc.subject).ID
		if got := holds(g, nil, ctx); got != tc.want {
			t.Errorf("%s: copy-in-discard = %v, want %v", tc.subject, got, tc.want)
		}
	}
	if holds(g, nil, g.ctxFor(0, src.ID)) {
		t.Error("holds with no trigger subject")
	}
}
