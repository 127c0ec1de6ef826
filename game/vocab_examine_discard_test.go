package game

import (
	"slices"
	"strings"
	"testing"
)

const examineDiscardPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
        surface: [Kahmis]
    deck: [Vorax]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    hand: [Unexpected Difficulties, Unexpected Difficulties, Adapt, Davies]
    deck: [Davies]
`

// TestExamineHandMayDiscard: an order that examines the opponent's hand
// offers each card of it the filter matches once per title, and always
// "Discard nothing"; the card picked goes to its owner's discard pile,
// the rest stay; the opponent's log does not name the hand, only the
// discarded card. Glossary: examine; discard pile (face up, public).
func TestExamineHandMayDiscard(t *testing.T) {
	cases := []struct {
		name    string
		filter  string
		emptied bool     // Ben's hand emptied first
		want    []string // offered, besides "Discard nothing"
		pick    string   // "" discards nothing
	}{
		{"events and interrupts", "{any: [{type: event}, {type: interrupt}]}", false, []string{"Unexpected Difficulties", "Adapt"}, "Adapt"},
		{"personnel only", "{type: personnel}", false, []string{"Davies"}, "Davies"},
		{"declined", "{type: event}", false, []string{"Unexpected Difficulties"}, ""},
		{"empty hand", "{type: event}", true, nil, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, examineDiscardPosition)
			kahmis := find(t, g, "Kahmis")
			giveText(t, kahmis, "abilities:\n  - when: order\n    effect: [{do: examine-hand-may-discard, filter: "+tc.filter+"}]\n")
			if tc.emptied {
				for _, id := range slices.Clone(g.players[1].Hand) {
					g.place(id, ZDeck, 0)
				}
			}
			handBefore := len(g.players[1].Hand)
			g.pending = nil
			registry[DoExamineHandMayDiscard].run(g, g.ctxFor(0, kahmis.ID), kahmis.Card.Abilities[0].Effect[0])
			d := expectDecision(t, g, 0, KindSelect)
			var got []string
			for _, o := range d.Options[1:] {
				got = append(got, o.Label)
			}
			if d.Options[0].Label != "Discard nothing" || len(got) != len(tc.want) {
				t.Fatalf("options %q, want Discard nothing and %q", optionNames(d), tc.want)
			}
			for i, w := range tc.want {
				if !strings.Contains(got[i], w) {
					t.Errorf("option %d is %q, want %q", i+1, got[i], w)
				}
			}
			if tc.pick == "" {
				choose(t, g, "Discard nothing")
				if n := len(g.players[1].Hand); n != handBefore {
					t.Errorf("Ben's hand has %d cards, want %d", n, handBefore)
				}
				return
			}
			choose(t, g, "Discard "+tc.pick)
			if z := find(t, g, tc.pick).Zone; z != ZDiscard {
				t.Errorf("%s is in %v, want the discard pile", tc.pick, z)
			}
			if n := len(g.players[1].Hand); n != handBefore-1 {
				t.Errorf("Ben's hand has %d cards, want %d", n, handBefore-1)
			}
			for _, line := range strings.Split(logFor(g, 1), "\n") {
				if strings.Contains(line, "examines") && strings.Contains(line, "Davies") {
					t.Errorf("Ben's log names his hand: %q", line)
				}
			}
		})
	}
}
