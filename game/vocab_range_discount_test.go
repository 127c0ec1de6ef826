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
			if got := g.moveNeed(ship, to, base); got != want {
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
	} {
		if err := tc.r.validate(); (err == nil) != tc.ok {
			t.Errorf("%+v: error %v, want ok=%v", tc.r, err, tc.ok)
		}
	}
}
