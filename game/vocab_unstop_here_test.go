package game

import "testing"

// Glossary: stopped, unstop; Ruling: At This Mission — unstop-here
// unstops its performer's stopped personnel the filter matches at the
// source's mission, on the planet and aboard a ship there, and no other:
// not one at another mission, not an opponent's, not one the filter
// leaves out.
func TestUnstopHere(t *testing.T) {
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
      - card: Sensitive Search
        surface: [{card: "Kira Nerys, Lela", stopped: true}]
    deck: [Kulan]
  - missions:
      - card: "Mouth of the Wormhole, Deep Space 9"
        surface: [{card: "Alenis Grem, Occupation Historian", stopped: true}]
    deck: [Davies]
`)
	src := find(t, g, "Yelsar").ID
	s := Step{Do: DoUnstopHere, Filter: &Filter{Affiliation: "bajoran"}}
	v := registry[DoUnstopHere]
	ctx := g.ctxFor(0, src)
	if !v.possible(g, ctx, &s) {
		t.Fatal("not possible with two stopped [Baj] personnel here")
	}
	v.run(g, ctx, s)
	for _, tc := range []struct {
		name    string
		stopped bool
	}{
		{"Hazar", false},
		{"Mond", false},
		{"Lopez", true},
		{"Kira Nerys", true},
		{"Alenis Grem", true},
	} {
		if got := find(t, g, tc.name).Stopped; got != tc.stopped {
			t.Errorf("%s stopped %v, want %v", tc.name, got, tc.stopped)
		}
	}
	if v.possible(g, ctx, &s) {
		t.Error("still possible with none left stopped here")
	}
}
