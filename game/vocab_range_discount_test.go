package game

import (
	"fmt"
	"testing"
)

// Tests of range_discount (vocab_range_discount.go) on a made-up
// position: Davies is given the text and rides U.S.S. Excelsior.

const rangeDiscountPosition = `
seed: 1
active: 1
segment: orders
players:
  - name: Ann
    missions:
      - card: "Earth, Lush and Beautiful Home"
        ships:
          - card: U.S.S. Excelsior
            aboard: [Davies, Evans, Hazar]
      - card: Sensitive Search
        ships: [{card: "U.S.S. Enterprise, Beautiful Lady"}]
      - card: Excavation
    deck: [Filuz]
  - name: Ben
    missions: [{card: "Earth, Cradle of the Federation"}]
    deck: [Davies]
`

// TestRangeDiscount: the ship carrying the card needs Amount less Range to
// reach a mission where its player has another ship, never below 0; no
// less elsewhere, nor while the card is stopped (Rulebook: Order – Move a
// ship; Glossary: stopped).
func TestRangeDiscount(t *testing.T) {
	cases := []struct {
		name    string
		amount  int
		to      string
		stopped bool
		lessBy  int // -1: down to 0
	}{
		{"another ship there", 2, "Sensitive Search", false, 2},
		{"no ship there", 2, "Excavation", false, 0},
		{"the card is stopped", 2, "Sensitive Search", true, 0},
		{"never below zero", 99, "Sensitive Search", false, -1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := startScenario(t, rangeDiscountPosition)
			davies := find(t, g, "Davies")
			giveText(t, davies, fmt.Sprintf("range_discount: {amount: %d, to: your-ship-there}", tc.amount))
			davies.Stopped = tc.stopped
			ship, from, to := find(t, g, "U.S.S. Excelsior").ID, find(t, g, "Earth").ID, find(t, g, tc.to).ID
			base := g.moveCost(from, to)
			want := base - tc.lessBy
			if tc.lessBy < 0 {
				want = 0
			}
			if got := g.moveNeed(ship, from, to, base); got != want {
				t.Errorf("Range required %d, want %d (rulebook figure %d)", got, want, base)
			}
		})
	}
}

// TestRangeDiscountValidate: a positive amount and a known destination.
func TestRangeDiscountValidate(t *testing.T) {
	for _, tc := range []struct {
		r  RangeDiscount
		ok bool
	}{
		{RangeDiscount{Amount: 2, To: RangeToYourShip}, true},
		{RangeDiscount{Amount: 0, To: RangeToYourShip}, false},
		{RangeDiscount{Amount: 2, To: "anywhere"}, false},
		{RangeDiscount{Amount: 2, From: RangeFromOpponentMission}, true},
		{RangeDiscount{Amount: 2, From: "anywhere"}, false},
		{RangeDiscount{Amount: 2}, false},
	} {
		if err := tc.r.validate(); (err == nil) != tc.ok {
			t.Errorf("%+v: error %v, want ok=%v", tc.r, err, tc.ok)
		}
	}
}

// TestRangeDiscountFromOpponentMission: a ship's own text lowers the
// Range it needs for a move that starts at a mission an opponent
// commands, and not for one that starts at its player's own mission
// (Rulebook: Order – Move a ship).
func TestRangeDiscountFromOpponentMission(t *testing.T) {
	g := startScenario(t, rangeDiscountPosition)
	sh := find(t, g, "U.S.S. Excelsior")
	giveText(t, sh, "range_discount: {amount: 2, from: opponent-mission}")
	own, theirs, to := find(t, g, "Earth, Lush and Beautiful Home").ID, find(t, g, "Earth, Cradle of the Federation").ID, find(t, g, "Excavation").ID
	if base := g.moveCost(own, to); g.moveNeed(sh.ID, own, to, base) != base {
		t.Errorf("from her own mission: %d, want the rulebook's %d", g.moveNeed(sh.ID, own, to, base), base)
	}
	g.place(sh.ID, ZAtMission, theirs)
	if base := g.moveCost(theirs, to); g.moveNeed(sh.ID, theirs, to, base) != max(0, base-2) {
		t.Errorf("from Ben's mission: %d, want %d", g.moveNeed(sh.ID, theirs, to, base), max(0, base-2))
	}
}
