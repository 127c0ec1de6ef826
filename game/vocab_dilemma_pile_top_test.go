package game

import (
	"slices"
	"testing"
)

// Rulebook: Dilemma pile; searching a pile — dilemma-to-pile-top offers
// only the dilemmas of its performer's pile the filter matches (and taking
// none), shuffles the rest, and lays the one taken face down on top, where
// the opponent cannot identify it.
func TestDilemmaToPileTop(t *testing.T) {
	pos := `
active: 1
segment: orders
players:
  - missions:
      - card: "Bajor, Gift of the Prophets"
        surface: [Yelsar]
    dilemmas: [Alien Abduction, A Pattern of Lies, A Taste of Armageddon, Agonizing Encounter]
    deck: [Kulan]
  - missions:
      - card: "Mouth of the Wormhole, Deep Space 9"
    dilemmas: [Alien Abduction]
    deck: [Davies]
`
	for _, tc := range []struct {
		name    string
		filter  Filter
		offered []string
		take    string
	}{
		{"cost 3 or more", Filter{CostAtLeast: costP(3)}, []string{"A Taste of Armageddon", "Agonizing Encounter", "Take nothing"}, "Agonizing Encounter"},
		{"cost 3 or less", Filter{CostAtMost: costP(3)}, []string{"A Pattern of Lies", "Alien Abduction", "Take nothing"}, "A Pattern of Lies"},
		{"nothing taken", Filter{CostAtLeast: costP(3)}, []string{"A Taste of Armageddon", "Agonizing Encounter", "Take nothing"}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, pos)
			f := tc.filter
			s := Step{Do: DoDilemmaToPileTop, Filter: &f}
			v := registry[DoDilemmaToPileTop]
			ctx := g.ctxFor(0, find(t, g, "Yelsar").ID)
			if !v.possible(g, ctx, &s) {
				t.Fatal("not possible with a dilemma pile")
			}
			before := len(g.players[0].DilemmaPile)
			v.run(g, ctx, s)
			d := g.Pending()
			if d == nil || d.Player != 0 {
				t.Fatalf("no decision for the searching player: %v", d)
			}
			got := optionNames(d)
			want := slices.Clone(tc.offered)
			slices.Sort(want)
			for i := range got {
				got[i] = trimPlaceLabel(got[i])
			}
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Fatalf("options %q, want %q", got, want)
			}
			if tc.take == "" {
				pick(t, g, "Take nothing")
			} else {
				pick(t, g, tc.take)
			}
			pile := g.players[0].DilemmaPile
			if len(pile) != before {
				t.Fatalf("pile has %d cards, want %d", len(pile), before)
			}
			for _, id := range pile {
				if g.cards[id].FaceUp {
					t.Errorf("%s face up in the pile", g.cardName(id))
				}
			}
			if tc.take != "" {
				top := pile[0]
				if g.cardName(top) != tc.take {
					t.Errorf("top of the pile is %s, want %s", g.cardName(top), tc.take)
				}
				if g.identifiable(top, 1) {
					t.Error("the opponent can identify the dilemma placed on top")
				}
			}
		})
	}
}

// trimPlaceLabel reduces "Place X on top" to X, so options read as the
// dilemmas offered.
func trimPlaceLabel(s string) string {
	const pre, post = "Place ", " on top"
	if len(s) > len(pre)+len(post) && s[:len(pre)] == pre && s[len(s)-len(post):] == post {
		return s[len(pre) : len(s)-len(post)]
	}
	return s
}

func costP(n int) *int { return &n }
