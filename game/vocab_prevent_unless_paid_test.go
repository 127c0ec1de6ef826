package game

import (
	"slices"
	"testing"
)

// TestPreventUnlessPaid: made-up text on Ann's core event prevents Ben's
// event as it is played unless Ben, its owner, discards a card from hand.
// Paid, the event is played and the rest of the effect (to the discard
// pile) does nothing; unpaid, it is prevented and discarded. With an
// empty hand only "Do not" is offered.
// Rulebook: response actions (a prevented action's costs stay paid).
func TestPreventUnlessPaid(t *testing.T) {
	for _, tc := range []struct {
		name  string
		hand  string
		pick  string
		where Zone
	}{
		{"paid", "[Surprise Party, Dokar]", "Prevent it", ZCore},
		{"not paid", "[Surprise Party, Dokar]", "Do not prevent it", ZDiscard},
		{"cannot pay", "[Surprise Party]", "Do not prevent it", ZDiscard},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, `
seed: 1
active: 2
segment: play-draw
players:
  - name: Ann
    missions: [{card: "Earth, Home of Starfleet Command"}]
    core: [Ferocity]
    deck: [Mills]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    hand: `+tc.hand+`
    deck: [Tugat, Tugat]
`)
			giveText(t, find(t, g, "Ferocity"), `
abilities:
  - when: about-to-play
    on: any
    of: {type: event}
    effect:
      - {do: prevent, cost: [{do: discard-from-hand}]}
      - {do: subject-to-discard}
`)
			g.indexCards()
			party := find(t, g, "Surprise Party")
			choose(t, g, "Play Surprise Party")
			d := expectDecision(t, g, 1, KindOptional)
			var labels []string
			for _, o := range d.Options {
				labels = append(labels, o.Label)
			}
			if paying := slices.ContainsFunc(labels, func(l string) bool { return l != "Do not prevent it" }); paying != (tc.hand != "[Surprise Party]") {
				t.Fatalf("options %q", labels)
			}
			choose(t, g, tc.pick)
			if tc.pick == "Prevent it" {
				choose(t, g, "Dokar")
				if z := find(t, g, "Dokar").Zone; z != ZDiscard {
					t.Errorf("Dokar in %v, want the discard pile (the price paid)", z)
				}
			}
			skipEmptyWindows(t, g)
			if party.Zone != tc.where {
				t.Errorf("Surprise Party in %v, want %v", party.Zone, tc.where)
			}
		})
	}
}
