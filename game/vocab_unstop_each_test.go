package game

import "testing"

// Glossary: stopped, unstop — unstop-each unstops every stopped
// personnel of its performer's that the filter matches, wherever it is in
// play (on a planet, aboard a ship), and no other: not an opponent's, not
// one the filter leaves out, not a card out of play.
func TestUnstopEach(t *testing.T) {
	g := startScenario(t, `
active: 1
segment: orders
players:
  - missions:
      - card: "Bajor, Gift of the Prophets"
        surface: [Yelsar, {card: Hazar, stopped: true}, {card: Lopez, stopped: true}]
        ships:
          - card: Bajoran Scout Vessel
            aboard: [{card: Mond, stopped: true}]
    discard: ["Kira Nerys, Lela"]
    deck: [Kulan]
  - missions:
      - card: "Mouth of the Wormhole, Deep Space 9"
        surface: [{card: "Alenis Grem, Occupation Historian", stopped: true}]
    deck: [Davies]
`)
	src := find(t, g, "Yelsar").ID
	s := Step{Do: DoUnstopEach, Filter: &Filter{Affiliation: "bajoran"}}
	v := registry[DoUnstopEach]
	ctx := g.ctxFor(0, src)
	if !v.possible(g, ctx, &s) {
		t.Fatal("not possible with two stopped [Baj] personnel")
	}
	v.run(g, ctx, s)
	for _, tc := range []struct {
		name    string
		stopped bool
	}{
		{"Hazar", false},
		{"Mond", false},
		{"Lopez", true},
		{"Alenis Grem", true},
	} {
		if got := find(t, g, tc.name).Stopped; got != tc.stopped {
			t.Errorf("%s stopped %v, want %v", tc.name, got, tc.stopped)
		}
	}
	if v.possible(g, ctx, &s) {
		t.Error("still possible with none left stopped")
	}
}
