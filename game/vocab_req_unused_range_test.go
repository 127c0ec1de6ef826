package game

import "testing"

// TestUnusedRangeRequirement: "unused Range>N" is met by the Range the
// attempting ship has left this turn, strictly more than N (Rulebook:
// Moving ships – Range used is restored only at the end of the turn;
// Checking Mission Requirements – "greater than"); with no ship it is
// not met; it reads back as written.
func TestUnusedRangeRequirement(t *testing.T) {
	r, err := ParseRequirements("unused Range>8 or Weapons>8")
	if err != nil {
		t.Fatal(err)
	}
	if got := r.String(); got != "unused Range>8 or Weapons>8" {
		t.Errorf("reads back as %q", got)
	}
	for _, tc := range []struct {
		name string
		ctx  ReqCtx
		want bool
	}{
		{"range 10, none used", ReqCtx{Ship: &[3]int{10, 7, 7}, ShipRangeLeft: 10}, true},
		{"range 10, 2 used: 8 is not more than 8", ReqCtx{Ship: &[3]int{10, 7, 7}, ShipRangeLeft: 8}, false},
		{"range 10, 1 used", ReqCtx{Ship: &[3]int{10, 7, 7}, ShipRangeLeft: 9}, true},
		{"weapons 9, range all used", ReqCtx{Ship: &[3]int{8, 9, 8}, ShipRangeLeft: 0}, true},
		{"no ship", ReqCtx{}, false},
	} {
		if got := r.MetIn(&tc.ctx); got != tc.want {
			t.Errorf("%s: met %v, want %v", tc.name, got, tc.want)
		}
	}
	if _, err := ParseRequirements("unused Range"); err == nil {
		t.Error("unused Range without a number should be refused")
	}
}

// TestUnusedRangeFromTheGame: the requirement context of an attempt holds
// the attempting ship's Range left after moving this turn.
func TestUnusedRangeFromTheGame(t *testing.T) {
	g := startScenario(t, `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Home of Starfleet Command"
      - card: Military Exercises
        ships:
          - card: "Delta Flyer, Innovative Vessel"
            aboard: [Altman, Davies]
            range_used: 3
    deck: [Lopez]
  - name: Ben
    missions: [{card: "Qo'noS, Heart of the Empire"}]
    deck: [Kahmis]
`)
	s := find(t, g, "Delta Flyer").ID
	a := &attempt{player: 0, mission: g.cards[s].Where, ships: []int{s}, personnel: g.cards[s].Aboard}
	ctx := g.reqCtx(a)
	if ctx.ShipRangeLeft != 7 {
		t.Errorf("Range left %d, want 7 (10 less 3 used)", ctx.ShipRangeLeft)
	}
}
