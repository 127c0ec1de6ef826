package game

import "testing"

// TestOvercomeBeneathCondition: overcome-beneath holds while at least
// at_least dilemmas lie beneath the mission the card is at (Rulebook:
// Facing Dilemmas — overcome dilemmas go face up beneath the mission);
// a card at no mission never meets it, and at_least 0 is refused.
func TestOvercomeBeneathCondition(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Qo'noS, Heart of the Empire"
      - card: Sensitive Search
        surface: [Kahmis]
        overcome: [Close Call, Wavefront]
      - card: Excavation
        surface: [Dokar]
        overcome: [Close Call, Wavefront, Triage]
    hand: [Kroval]
    deck: [Kahmis]
  - name: Ben
    missions: ["Earth, Home of Starfleet Command"]
    deck: [Lopez]
`)
	three := 3
	cs := Conds{{Is: condBeneath, AtLeast: &three}}
	if err := cs.validateAs(formStep); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		card string
		want bool
	}{
		{"Kahmis", false}, // two beneath Sensitive Search
		{"Dokar", true},   // three beneath Excavation
		{"Kroval", false}, // in hand: at no mission
	} {
		c := withCard(t, g, tc.card, 0)
		if got := cs.holds(g, fxCtx{src: c.ID}); got != tc.want {
			t.Errorf("%s: holds %v, want %v", tc.card, got, tc.want)
		}
	}
	if w := cs[0].reg.text(&cs[0], condWords{}); w != "there are 3 or more dilemmas overcome beneath that mission" {
		t.Errorf("worded %q", w)
	}
	zero := 0
	if err := (Conds{{Is: condBeneath, AtLeast: &zero}}).validateAs(formStep); err == nil {
		t.Error("at_least 0 accepted")
	}
}
