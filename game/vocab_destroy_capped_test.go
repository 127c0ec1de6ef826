package game

import (
	"slices"
	"strings"
	"testing"
)

const destroyCappedPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Kahmis, Dokar]
    core: [Forever Linked]
    hand: [Kroval, Vorax]
    deck: [Vorax]
  - name: Ben
    missions:
      - card: "Earth, Cradle of the Federation"
        surface: [Davies]
    core: [Unexpected Difficulties, Forever Linked]
    deck: [Davies]
`

// TestDestroyOpponentCapped: the step offers only an opponent's cards in
// play that its filter matches and whose printed cost is at most the
// amount, read when it runs (here the number of Klingons in the performer's
// hand, or a fixed number); never the performer's own; with none,
// it is not possible. Glossary: destroy; Rulebook: Paying costs (printed
// cost).
func TestDestroyOpponentCapped(t *testing.T) {
	cases := []struct {
		name   string
		step   string
		want   []string // the cards offered, by title
		picked string
	}{
		{"cap 0: the cost-0 event only", "{do: destroy-opponent-capped, filter: {type: event}, many: {n: 0}}", []string{"Unexpected Difficulties"}, "Unexpected Difficulties"},
		{"cap from a count: two Klingons in hand", "{do: destroy-opponent-capped, filter: {type: event}, many: {count: your-hand, filter: {species: Klingon}}}", []string{"Unexpected Difficulties", "Forever Linked"}, "Forever Linked"},
		{"another type", "{do: destroy-opponent-capped, filter: {type: personnel}, many: {n: 5}}", []string{"Davies"}, "Davies"},
		{"nothing cheap enough", "{do: destroy-opponent-capped, filter: {type: personnel}, many: {n: 0}}", nil, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, destroyCappedPosition)
			kahmis := find(t, g, "Kahmis")
			giveText(t, kahmis, "abilities:\n  - when: order\n    effect: ["+tc.step+"]\n")
			s := kahmis.Card.Abilities[0].Effect[0]
			ctx := g.ctxFor(0, kahmis.ID)
			var got []string
			for _, id := range g.destroyCapped(ctx, &s) {
				if g.cards[id].Controller != 1 {
					t.Errorf("offered Ann's own %s", g.cards[id].Card.Title)
				}
				got = append(got, g.cards[id].Card.Title)
			}
			slices.Sort(got)
			want := slices.Clone(tc.want)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Fatalf("offered %q, want %q", got, want)
			}
			if possible := registry[DoDestroyOpponentCapped].possible(g, ctx, &s); possible != (len(want) > 0) {
				t.Fatalf("possible = %v with %d cards", possible, len(want))
			}
			if tc.picked == "" {
				return
			}
			g.pending = nil
			registry[DoDestroyOpponentCapped].run(g, ctx, s)
			choose(t, g, "Destroy "+tc.picked)
			discarded := 0
			for _, c := range g.cards[1:] {
				if c.Card.Title == tc.picked && c.Owner == 1 && c.Zone == ZDiscard {
					discarded++
				}
			}
			if discarded != 1 {
				t.Errorf("%d of Ben's %s in his discard pile, want 1", discarded, tc.picked)
			}
			if !strings.Contains(logFor(g, 1), "Ann destroys") {
				t.Errorf("no destroy line in Ben's log")
			}
		})
	}
}
